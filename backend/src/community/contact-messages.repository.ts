import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idIn, likeEscape, orderAndPage, RaListParams } from '../common/ra-dialect';
import { ContactMessage } from './contact-message.entity';

const SORT_COLUMNS: Record<string, string> = {
  id: 'm.id',
  createdAt: 'm."createdAt"',
  name: 'lower(m.name)',
  email: 'lower(m.email)',
  subject: 'lower(m.subject)',
  handled: 'm.handled',
  handledAt: 'm."handledAt"',
};
export const CONTACT_MESSAGE_SORT_FIELDS = Object.keys(SORT_COLUMNS);

/** Every statement on the contact_messages table (the contact form's messages). */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(ContactMessage);
  }

  insert(fields: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>): Promise<ContactMessage> {
    return this.repo.save(this.repo.create(fields));
  }

  findById(id: string): Promise<ContactMessage | null> {
    return this.repo.findOneBy({ id });
  }

  async setHandled(id: string, handled: boolean): Promise<void> {
    await this.repo.update({ id }, { handled, handledAt: handled ? new Date() : null });
  }

  countUnhandled(): Promise<number> {
    return this.repo.countBy({ handled: false });
  }

  /** A page of the admin inbox and the total. */
  async list(p: RaListParams, f: { q?: string; handled?: boolean; ids?: string[] }): Promise<{ rows: ContactMessage[]; total: number }> {
    const qb = this.repo.createQueryBuilder('m');
    if (f.q) {
      const like = `%${likeEscape(f.q.toLowerCase())}%`;
      qb.andWhere(
        `(lower(m.name) LIKE :like ESCAPE '\\' OR lower(m.email) LIKE :like ESCAPE '\\' OR lower(m.subject) LIKE :like ESCAPE '\\' OR lower(m.message) LIKE :like ESCAPE '\\')`,
        { like },
      );
    }
    if (f.handled !== undefined) qb.andWhere('m.handled = :handled', { handled: f.handled });
    if (f.ids) qb.andWhere(idIn('m.id', 'ids'), { ids: f.ids });
    const [rows, total] = await orderAndPage(qb, p, SORT_COLUMNS, 'm.id').getManyAndCount();
    return { rows, total };
  }
}
