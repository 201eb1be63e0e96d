import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody, DomainError } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { ApiRaList, RaList, RaListParams, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { OutgoingMailResponse } from './dto/outgoing-mail.dto';
import { OutgoingMail } from './outgoing-mail.entity';
import { OUTGOING_MAIL_FILTERS, OUTGOING_MAIL_SORT_FIELDS, OutgoingMailRepository } from './outgoing-mail.repository';

const OUTGOING_MAIL_SPEC = {
  resource: 'outgoing-mail',
  sortFields: OUTGOING_MAIL_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: OUTGOING_MAIL_FILTERS,
} satisfies RaResourceSpec;

/** Admin: the outbox (react-admin `outgoing-mail` resource), every message composed, sent or not. */
@AdminApi('admin: outgoing mail')
@Controller('admin/outgoing-mail')
export class OutgoingMailAdminController {
  constructor(private readonly outbox: OutgoingMailRepository) {}

  @Get()
  @ApiOperation({ summary: 'Outgoing mail, newest first: filters q (recipient or subject), status, kind, id' })
  @ApiRaList(OUTGOING_MAIL_SPEC, OutgoingMailResponse)
  list(@RaList(OUTGOING_MAIL_SPEC) params: RaListParams<typeof OUTGOING_MAIL_SPEC.filters>): Promise<RaPage<OutgoingMail>> {
    return this.outbox.list(params);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message, with its text and HTML bodies' })
  @ApiResponse({ status: 200, type: OutgoingMailResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  async get(@IdParam() id: string): Promise<OutgoingMail> {
    const mail = await this.outbox.get(id);
    if (!mail) throw new DomainError('message_not_found');
    return mail;
  }
}
