import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { ContactMessage } from './contact-message.entity';
import { ContactDto, ContactResponse } from './dto/community.dto';

/** Messages from the contact form, kept for admins to read. */
@Injectable()
export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly mail: MailService,
  ) {}

  async create(dto: ContactDto): Promise<ContactResponse> {
    const repo = this.ds.getRepository(ContactMessage);
    const saved = await repo.save(repo.create({ name: dto.name, email: dto.email, subject: dto.subject, message: dto.message }));
    await this.mail.contactMessage(saved);
    return { id: saved.id, createdAt: saved.createdAt };
  }
}
