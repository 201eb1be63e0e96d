import { INestApplication } from '@nestjs/common';
import { communityColumns } from '../../src/community-tags/community-columns';
import { toCommunityRow } from '../../src/events/events.service';
import { DataSource } from 'typeorm';
import { AdminUser } from '../../src/auth/admin-user.entity';
import { TokenService } from '../../src/auth/token.service';
import { waitPastRevocation } from '../../src/auth/login-rate-limiter';
import { Event } from '../../src/events/event.entity';
import { Organization } from '../../src/organizations/organization.entity';
import { placeColumns } from '../../src/places';

/** YYYY-MM-DD, n days from today (UTC calendar; use >= 2 days ahead for "upcoming" everywhere in the US). */
export function daysFromToday(n: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A desktop browser's User-Agent: insights leave out requests without one, and bots. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let seq = 0;

/** A valid organization; approved unless said otherwise. */
export async function makeOrganization(ds: DataSource, overrides: Partial<Organization> = {}): Promise<Organization> {
  seq++;
  const repo = ds.getRepository(Organization);
  const isRegistered = overrides.isRegistered ?? false;
  const fields: Partial<Organization> = {
    name: `Test Organization ${seq}`,
    description: 'A community organization for tests.',
    website: `https://org${seq}.example.org`,
    contactEmail: `contact${seq}@org${seq}.example.org`,
    city: 'Dallas',
    state: 'TX',
    isApproved: true,
    isRegistered,
    passwordHash: isRegistered ? '$argon2id$v=19$m=19456,t=2,p=1$placeholder$placeholder' : null,
    ...overrides,
  };
  // Placed as the organizations repository places every write.
  return repo.save(repo.create({ ...placeColumns(fields), ...fields }));
}

/** A valid upcoming event; approved unless said otherwise. */
export async function makeEvent(ds: DataSource, overrides: Partial<Event> = {}): Promise<Event> {
  seq++;
  const repo = ds.getRepository(Event);
  const fields: Partial<Event> = {
    title: `Community Gathering ${seq}`,
    description: 'Music, food and friends.',
    category: 'Community Meetups',
    date: daysFromToday(10),
    startTime: '6:00 PM',
    endTime: '9:00 PM',
    venue: 'Community Hall',
    city: 'Dallas',
    state: 'TX',
    isFree: true,
    isApproved: true,
    ...overrides,
  };
  // Placed as the events repository places every write (coordinates and metro from the address), with the
  // festival, languages and tags the event services infer (unless given).
  const org = fields.organizationId ? await ds.getRepository(Organization).findOneBy({ id: fields.organizationId }) : null;
  const community = toCommunityRow(
    communityColumns({
      organizationName: org?.name,
      organizationLanguages: org?.languages,
      title: fields.title,
      description: fields.description,
    }),
  );
  return repo.save(repo.create({ ...placeColumns(fields), ...community, ...fields }));
}

export async function organizerToken(app: INestApplication, org: Organization): Promise<string> {
  return app.get(TokenService).signOrganizer(org.id, org.contactEmail ?? '');
}

export async function adminToken(app: INestApplication, username = 'admin'): Promise<string> {
  const admin = await app
    .get(DataSource)
    .getRepository(AdminUser)
    .findOneOrFail({ where: { username }, select: { id: true, username: true, tokensValidAfter: true } });
  // Like a sign-in: a token of the second its tokens were revoked in (a new ADMIN_PASSWORD at start) would be refused.
  await waitPastRevocation(admin.tokensValidAfter);
  return app.get(TokenService).signAdmin(admin.id, admin.username);
}

/** Runs a bulk test-data statement without the app's 15 s statement_timeout (slow on a loaded machine, not a product path). */
export async function bulkInsert(ds: DataSource, sql: string, params: unknown[] = []): Promise<void> {
  await ds.transaction(async (m) => {
    await m.query('SET LOCAL statement_timeout = 0');
    await m.query(sql, params);
  });
}
