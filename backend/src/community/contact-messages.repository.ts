import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { filterBoolean, filterIds, filterText, idIn, orderAndPage, RaListParams, whereContains } from '../common/ra-dialect';
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
/** The admin inbox's filters: q (name, email, subject or message), handled, id. */
export const CONTACT_MESSAGE_FILTERS = { q: filterText(), handled: filterBoolean, id: filterIds };
export type ContactMessageList = RaListParams<typeof CONTACT_MESSAGE_FILTERS>;

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
  async list(p: ContactMessageList): Promise<{ rows: ContactMessage[]; total: number }> {
    const f = p.filter;
    const qb = whereContains(this.repo.createQueryBuilder('m'), ['m.name', 'm.email', 'm.subject', 'm.message'], f.q);
    if (f.handled !== undefined) qb.andWhere('m.handled = :handled', { handled: f.handled });
    if (f.id) qb.andWhere(idIn('m.id', 'ids'), { ids: f.id });
    const [rows, total] = await orderAndPage(qb, p, SORT_COLUMNS, 'm.id').getManyAndCount();
    return { rows, total };
  }
}
