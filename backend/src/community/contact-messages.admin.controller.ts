import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { ApiRaList, filterBoolean, filterIds, filterString, RaList, RaListParams, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { CommunityAdminService } from './community-admin.service';
import { CONTACT_MESSAGE_SORT_FIELDS } from './contact-messages.repository';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageResponse, UpdateContactMessageDto } from './dto/community-admin.dto';

const CONTACT_MESSAGES_SPEC: RaResourceSpec = {
  resource: 'contact-messages',
  sortFields: CONTACT_MESSAGE_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filterFields: ['q', 'handled', 'id'],
};

/** Admin: the contact messages inbox (react-admin `contact-messages` resource). */
@AdminApi('admin: contact messages')
@Controller('admin/contact-messages')
export class ContactMessagesAdminController {
  constructor(private readonly community: CommunityAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first: filters q, handled, id' })
  @ApiRaList(CONTACT_MESSAGES_SPEC, ContactMessageResponse)
  list(@RaList(CONTACT_MESSAGES_SPEC) params: RaListParams): Promise<RaPage<ContactMessage>> {
    const f = params.filter;
    return this.community.listMessages(params, {
      q: filterString(f, 'q'),
      handled: filterBoolean(f, 'handled'),
      ids: filterIds(f, 'id'),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message' })
  @ApiResponse({ status: 200, type: ContactMessageResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@IdParam() id: string): Promise<ContactMessage> {
    return this.community.getMessage(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a message handled (or not); the rest of the record is ignored' })
  @ApiResponse({ status: 200, type: ContactMessageResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  update(@IdParam() id: string, @Body() dto: UpdateContactMessageDto): Promise<ContactMessage> {
    return this.community.updateMessage(id, dto);
  }
}
