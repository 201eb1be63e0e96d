import { Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactDto, ContactResponse } from './dto/community.dto';

/** Messages from the contact form, kept for admins to read. */
@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly mail: MailService,
  ) {}

  async create(dto: ContactDto): Promise<ContactResponse> {
    const saved = await this.messages.insert({ name: dto.name, email: dto.email, subject: dto.subject, message: dto.message });
    await this.mail.contactMessage(saved);
    return { id: saved.id, createdAt: saved.createdAt };
  }
}
