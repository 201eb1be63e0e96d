import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { ApiRaList, RaList, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { CommunityAdminService } from './community-admin.service';
import { CONTACT_MESSAGE_FILTERS, CONTACT_MESSAGE_SORT_FIELDS, ContactMessageList } from './contact-messages.repository';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageResponse, UpdateContactMessageDto } from './dto/community-admin.dto';

const CONTACT_MESSAGES_SPEC: RaResourceSpec<typeof CONTACT_MESSAGE_FILTERS> = {
  resource: 'contact-messages',
  sortFields: CONTACT_MESSAGE_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: CONTACT_MESSAGE_FILTERS,
};

/** Admin: the contact messages inbox (react-admin `contact-messages` resource). */
@AdminApi('admin: contact messages')
@Controller('admin/contact-messages')
export class ContactMessagesAdminController {
  constructor(private readonly community: CommunityAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first: filters q, handled, id' })
  @ApiRaList(CONTACT_MESSAGES_SPEC, ContactMessageResponse)
  list(@RaList(CONTACT_MESSAGES_SPEC) params: ContactMessageList): Promise<RaPage<ContactMessage>> {
    return this.community.listMessages(params);
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
