import { Global, Module } from '@nestjs/common';
import { MailDeliveryService } from './mail-delivery.service';
import { MailService } from './mail.service';
import { OutgoingMailAdminController } from './outgoing-mail.admin.controller';
import { OutgoingMailRepository } from './outgoing-mail.repository';

/**
 * Outgoing mail: templates, the outbox and its delivery (docs/mail.md). Global, so every module
 * that has something to tell (sign-up, approvals, password reset, contact) injects MailService.
 */
@Global()
@Module({
  controllers: [OutgoingMailAdminController],
  providers: [MailService, MailDeliveryService, OutgoingMailRepository],
  exports: [MailService],
})
export class MailModule {}
