import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../common/prepared-query';
import {
  filterBoolean,
  filterIds,
  filterOneOf,
  filterText,
  idIn,
  likeEscape,
  orderAndPage,
  RaListParams,
  whereContains,
} from '../common/ra-dialect';
import { reviewQueueOrder } from '../moderation/risk-level';
import { eventsThisMonthSql } from './events-this-month';
import { Organization } from './organization.entity';
import { placeColumns } from '../places';
import type { OrganizationAccount, TokenAccount } from './organization-account';

/** The columns of an OrganizationAccount, for the statements that read one. */
const ACCOUNT_COLUMNS =
  'id, name, description, website, "contactEmail", "contactPhone", city, state, "isApproved", "rejectionReason", "reappliedAt", languages';

/** An approved organization as the public page shows it. */
type PublicOrganizationRow = Pick<
  Organization,
  'id' | 'name' | 'description' | 'city' | 'state' | 'website' | 'contactEmail' | 'contactPhone' | 'metro' | 'languages'
>;

/** The admin organization list's filters (ra-data-simple-rest `filter`). */
export const ADMIN_ORGANIZATION_FILTERS = {
  q: filterText(),
  status: filterOneOf(['pending', 'approved', 'rejected'] as const),
  isApproved: filterBoolean,
  city: filterText(100),
  state: filterText(2),
  isRegistered: filterBoolean,
  id: filterIds,
  flagged: filterBoolean,
};
export type AdminOrganizationList = RaListParams<typeof ADMIN_ORGANIZATION_FILTERS>;

const SORT_COLUMNS: Record<string, string> = {
  id: 'o.id',
  name: 'lower(o.name)',
  city: 'lower(o.city)',
  state: 'o.state',
  contactEmail: 'lower(o."contactEmail")',
  isApproved: 'o."isApproved"',
  isRegistered: 'o."isRegistered"',
  eventsThisMonth: `(${eventsThisMonthSql('o')})`,
  moderationScore: 'o."moderationScore"',
  createdAt: 'o."createdAt"',
  updatedAt: 'o."updatedAt"',
};
export const ADMIN_ORGANIZATION_SORT_FIELDS = Object.keys(SORT_COLUMNS);

/** Waiting for an admin: not approved and not rejected. */
const PENDING = 'NOT o.isApproved AND o.rejectionReason IS NULL';

/** Runs in the transaction that approves an organization (the events module publishes its waiting events). */
export type ApprovalListener = (organizationId: string, m: EntityManager) => Promise<void>;

/** How a discovered organization is told apart from those already listed (see insertDiscovered). */
export interface DiscoveredCheck {
  host: string | null;
  sameSite: (website: string) => boolean;
  emails: string[];
  lockKey: number;
}

export type DiscoveredOutcome = { saved: Organization } | { sameWebsite: string } | { sameEmail: { name: string; email: string } };

/**
 * Every statement on the organizations table. Other modules reach organizations through
 * OrganizationsService (and OrganizationsAdminService), never through this class.
 */
@Injectable()
export class OrganizationsRepository {
  private readonly approvalListeners: ApprovalListener[] = [];

  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(Organization);
  }

  findById(id: string): Promise<Organization | null> {
    return this.repo.findOneBy({ id });
  }

  /** An organization's account columns; in transaction `m`, share-locked until it ends. */
  async findAccount(id: string, m?: EntityManager): Promise<OrganizationAccount | null> {
    const [org]: OrganizationAccount[] = m
      ? await m.query(`SELECT ${ACCOUNT_COLUMNS} FROM organizations WHERE id = $1 FOR SHARE`, [id])
      : await this.ds.query(`SELECT ${ACCOUNT_COLUMNS} FROM organizations WHERE id = $1`, [id]);
    return org ?? null;
  }

  // ---- organizer accounts (registered organizations sign in with their contact email) -----------

  /** An organization's account and the instant before which its tokens are refused (prepared: every organizer request reads it). */
  async findAccountForToken(id: string): Promise<TokenAccount | null> {
    const [org] = await preparedQuery<TokenAccount>(
      this.ds,
      'sangam_jwt_organizer',
      `SELECT ${ACCOUNT_COLUMNS}, "tokensValidAfter" FROM organizations WHERE id = $1 AND "isRegistered"`,
      [id],
    );
    return org ?? null;
  }

  /** The registered organization that signs in with `email`, with its password hash and revocation instant. */
  findRegisteredByEmail(email: string): Promise<Organization | null> {
    return this.repo
      .createQueryBuilder('o')
      .addSelect(['o.passwordHash', 'o.tokensValidAfter'])
      .where('o.isRegistered AND lower(o.contactEmail) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  /**
   * A rejected organization back in the pending queue (reason cleared, new moderation result, the time of
   * re-applying to the millisecond, as a read compares it); a row no longer rejected is left alone.
   */
  async reapply(id: string, moderation: Pick<Organization, 'moderationScore' | 'moderationFlags'>): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ rejectionReason: null, reappliedAt: () => `date_trunc('milliseconds', now())`, ...moderation })
      .where('id = :id AND NOT "isApproved" AND "rejectionReason" IS NOT NULL', { id })
      .execute();
  }

  /** Sets a new password and refuses every token issued so far, in the caller's transaction. */
  async setPassword(id: string, passwordHash: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE organizations SET "passwordHash" = $2, "tokensValidAfter" = now(), "updatedAt" = now() WHERE id = $1`, [
      id,
      passwordHash,
    ]);
  }

  /** Inserts an organization and answers it as stored. */
  insert(fields: Partial<Organization>, m: EntityManager = this.ds.manager): Promise<Organization> {
    const repo = m.getRepository(Organization);
    return repo.save(repo.create(withPlace(fields)));
  }

  /** Inserts organizations as they are (the demo seed), in the caller's transaction. */
  insertMany(rows: Partial<Organization>[], m: EntityManager): Promise<Organization[]> {
    const repo = m.getRepository(Organization);
    return repo.save(rows.map((row) => repo.create(withPlace(row))));
  }

  /** An approved organization's public columns (GET /api/organizations/:id/public), or null. */
  async findPublic(id: string): Promise<PublicOrganizationRow | null> {
    const [row] = await this.ds.query(
      `SELECT id, name, description, city, state, website, "contactEmail", "contactPhone", metro, languages FROM organizations WHERE id = $1 AND "isApproved"`,
      [id],
    );
    return row ?? null;
  }

  /** Sets the communities an organization chose (null: inferred from its name). */
  async setLanguages(id: string, languages: string[] | null): Promise<void> {
    await this.ds.query(`UPDATE organizations SET languages = $2, "updatedAt" = now() WHERE id = $1`, [id, languages]);
  }

  /** Approved organizations' ids and last changes (the sitemap), at most `limit`. */
  approvedForSitemap(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
    return this.ds.query(`SELECT id, "updatedAt" FROM organizations WHERE "isApproved" ORDER BY "createdAt" LIMIT $1`, [limit]);
  }

  /** Whether there are any organizations at all (the demo seed fills only an empty directory). */
  any(m: EntityManager): Promise<boolean> {
    return m.getRepository(Organization).exists();
  }

  /** Runs `work` in a transaction (a change, what it sets off, and the mail about it commit together). */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Updates an organization; a change of city or state places it again. */
  async update(id: string, patch: Partial<Organization>, m: EntityManager = this.ds.manager): Promise<void> {
    const repo = m.getRepository(Organization);
    if (patch.city !== undefined || patch.state !== undefined) {
      const current = await repo.findOne({ where: { id }, select: { id: true, city: true, state: true } });
      if (current) patch = withPlace({ city: current.city, state: current.state, ...definedOnly(patch) });
    }
    await repo.update({ id }, patch);
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  /** `listener` runs in the transaction of every organization's approval (see approved). */
  whenApproved(listener: ApprovalListener): void {
    this.approvalListeners.push(listener);
  }

  /** Tells the approval listeners, in the approving transaction `m`, that the organization was approved. */
  async approved(id: string, m: EntityManager): Promise<void> {
    for (const listener of this.approvalListeners) await listener(id, m);
  }

  // ---- public and picker lists ----------------------------------------------------------------

  /** Organizations by name (approved only unless `all`), optionally those whose name contains `q`. */
  async list(opts: { all: boolean; q?: string; limit: number; offset: number }): Promise<{ rows: Organization[]; total: number }> {
    const qb = whereContains(this.repo.createQueryBuilder('o'), ['o.name'], opts.q);
    if (!opts.all) qb.andWhere('o.isApproved = true');
    qb.orderBy('lower(o.name)', 'ASC').addOrderBy('o.id', 'ASC').take(opts.limit).skip(opts.offset);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  exists(id: string): Promise<boolean> {
    return this.repo.exists({ where: { id } });
  }

  /** Id, name, city, state and approval of organizations by id. */
  summaries(ids: string[]): Promise<Pick<Organization, 'id' | 'name' | 'city' | 'state' | 'isApproved' | 'languages'>[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.repo
      .createQueryBuilder('o')
      .select(['o.id', 'o.name', 'o.city', 'o.state', 'o.isApproved', 'o.languages'])
      .whereInIds(ids)
      .getMany();
  }

  /** Approved organizations' event pages and sources (scraping makes sources of them). */
  approvedWithEventPages(): Promise<Pick<Organization, 'id' | 'name' | 'eventsPageUrl' | 'eventSources'>[]> {
    return this.repo.find({ where: { isApproved: true }, select: { id: true, name: true, eventsPageUrl: true, eventSources: true } });
  }

  // ---- admin ------------------------------------------------------------------------------------

  /** A page of the organizations waiting for an admin, by risk then age unless asked otherwise, and how many there are. */
  async pending(page: RaListParams): Promise<{ rows: Organization[]; total: number }> {
    const qb = this.repo.createQueryBuilder('o').where(PENDING);
    for (const [sql, order] of reviewQueueOrder(page.sort, { score: 'o."moderationScore"', createdAt: 'o."createdAt"', id: 'o.id' })) {
      qb.addOrderBy(sql, order);
    }
    const [rows, total] = await qb.offset(page.skip).limit(page.take).getManyAndCount();
    return { rows, total };
  }

  countPending(): Promise<number> {
    return this.repo.createQueryBuilder('o').where(PENDING).getCount();
  }

  countApproved(): Promise<number> {
    return this.repo.countBy({ isApproved: true });
  }

  /** A page of the admin list and the total. */
  async adminList(params: AdminOrganizationList): Promise<{ rows: Organization[]; total: number }> {
    const f = params.filter;
    const qb = whereContains(this.repo.createQueryBuilder('o'), ['o.name', 'o.contactEmail', 'o.city'], f.q);
    if (f.status === 'pending') qb.andWhere(PENDING);
    if (f.status === 'approved') qb.andWhere('o.isApproved');
    if (f.status === 'rejected') qb.andWhere('NOT o.isApproved AND o.rejectionReason IS NOT NULL');
    if (f.isApproved !== undefined) qb.andWhere('o.isApproved = :approved', { approved: f.isApproved });
    if (f.city) qb.andWhere('lower(o.city) = lower(:city)', { city: f.city });
    if (f.state) qb.andWhere('o.state = :state', { state: f.state.toUpperCase() });
    if (f.isRegistered !== undefined) qb.andWhere('o.isRegistered = :reg', { reg: f.isRegistered });
    if (f.id) qb.andWhere(idIn('o.id', 'ids'), { ids: f.id });
    if (f.flagged === true) qb.andWhere('o.moderationScore > 0');
    if (f.flagged === false) qb.andWhere('o.moderationScore = 0');
    const [rows, total] = await orderAndPage(qb, params, SORT_COLUMNS, 'o.id').getManyAndCount();
    return { rows, total };
  }

  // ---- discovered organizations -------------------------------------------------------------

  /**
   * Inserts a discovered organization unless one with the same website or one of `emails` exists
   * (then answers which), serialised by a transaction lock so two admins saving the same site at
   * once cannot both pass the check. `sameSite(website)` decides among organizations whose website
   * contains `host`.
   */
  insertDiscovered(fields: Partial<Organization>, check: DiscoveredCheck): Promise<DiscoveredOutcome> {
    return this.ds.transaction(async (m): Promise<DiscoveredOutcome> => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [check.lockKey]);
      if (check.host) {
        const candidates: Array<{ name: string; website: string }> = await m.query(
          `SELECT name, website FROM organizations WHERE website IS NOT NULL AND lower(website) LIKE $1`,
          [`%${likeEscape(check.host)}%`],
        );
        const same = candidates.find((c) => check.sameSite(c.website));
        if (same) return { sameWebsite: same.name };
      }
      if (check.emails.length) {
        const [same] = await m.query(`SELECT name, "contactEmail" FROM organizations WHERE lower("contactEmail") = ANY($1) LIMIT 1`, [
          check.emails,
        ]);
        if (same) return { sameEmail: { name: same.name, email: same.contactEmail } };
      }
      return { saved: await this.insert(fields, m) };
    });
  }
}

/** The organization's fields with its coordinates and metro derived from city and state (docs/places.md). */
function withPlace<T extends Partial<Organization>>(fields: T): T {
  return fields.city !== undefined || fields.state !== undefined ? { ...fields, ...placeColumns(fields) } : fields;
}

function definedOnly<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
