import { ApiProperty } from '@nestjs/swagger';
import { MAIL_STATUSES, MailStatus } from '../outgoing-mail.entity';

/** A message of the outbox, as the console shows it. */
export class OutgoingMailResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'password-reset', description: 'The template that composed it' }) kind: string;
  @ApiProperty({ example: 'events@dallastamilsangam.org' }) to: string;
  @ApiProperty({ example: 'Reset your Sangam password' }) subject: string;
  @ApiProperty({ description: 'Plain-text body' }) text: string;
  @ApiProperty({ description: 'HTML body' }) html: string;
  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Extra headers (List-Unsubscribe on follow digests and notices)',
  })
  headers: Record<string, string> | null;
  @ApiProperty({
    enum: MAIL_STATUSES,
    description:
      "stored: kept only (no SMTP_URL); queued: waiting for a delivery attempt; sent: accepted by the SMTP server; failed: every attempt failed (the relay's error, in lastError); bounced: the recipient's address was refused for good (a 5xx to RCPT TO)",
  })
  status: MailStatus;
  @ApiProperty({ description: 'Delivery attempts so far' }) attempts: number;
  @ApiProperty({ nullable: true, type: String, description: 'Why the last attempt failed' }) lastError: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The SMTP server's Message-ID" }) messageId: string | null;
  @ApiProperty({ nullable: true, type: Date }) sentAt: Date | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}
