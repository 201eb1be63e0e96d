import { apiErrorMessage, isCalendarDay, recurrenceText } from '@sangam/shared';
import { Injectable } from '@nestjs/common';
import { isAdmin, isOrganizer, Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { MailService } from '../mail/mail.service';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { OrganizationsService } from '../organizations/organizations.service';
import { CreateEventSeriesDto, EventSeriesResponse, UpdateEventSeriesDto } from './dto/event-series.dto';
import { decideApproval, isPastEvent } from './event-rules';
import { EventSeriesRepository } from './event-series.repository';
import { applyInput, choiceOf, eventCommunity, EventsService, toManaged } from './events.service';
import { EventsRepository } from './events.repository';
import { FREQUENCIES, Frequency, occurrenceDates, seriesProblem } from './recurrence';

export const SERIES_NOT_FOUND = apiErrorMessage('series_not_found');
export const BAD_FREQUENCY = apiErrorMessage('bad_frequency');
export const BAD_UNTIL = apiErrorMessage('bad_until');
export const SERIES_DATE_CHANGE = apiErrorMessage('series_date_change');
/** Dates a series may have while its organization waits for approval. */
const PENDING_SERIES_DATES = 8;
export const PENDING_SERIES_TOO_LONG = apiErrorMessage('pending_series_too_long', { max: PENDING_SERIES_DATES });

/**
 * Recurring events: a series is a rule (recurrence.ts) and its occurrences are ordinary events
 * carrying its id, each searchable, with its own page and .ics. Moderation assesses the series once
 * and gives every occurrence the same outcome; an admin decides it once (EventsService.approve/reject).
 */
@Injectable()
export class EventSeriesService {
  constructor(
    private readonly series: EventSeriesRepository,
    private readonly events: EventsRepository,
    private readonly eventsService: EventsService,
    private readonly organizations: OrganizationsService,
    private readonly mail: MailService,
    private readonly limits: RateLimiter,
  ) {}

  async create(p: Principal, dto: CreateEventSeriesDto): Promise<EventSeriesResponse> {
    const { frequency, until } = checkRecurrence(dto.recurrence, dto.date);
    const org = await this.eventsService.organizationFor(p, dto.organizationId);
    // The rule is not a field of the event (newEvent reads the form's fields only).
    const first = await this.eventsService.newEvent(isAdmin(p) ? 'admin' : 'organizer', dto, org);
    const dates = occurrenceDates(frequency, first.date, until);
    if (isOrganizer(p) && !org.isApproved && dates.length > PENDING_SERIES_DATES)
      throw new DomainError('pending_series_too_long', { params: { max: PENDING_SERIES_DATES }, on: 'recurrence' });
    // Every date is an event: the request counted one against the creation limit (its guard), the others count here.
    await this.limits.take('event-create', { user: p }, dates.length - 1);
    const id = await this.events.transaction(async (m) => {
      const s = await this.series.insert(
        { organizationId: org.id, frequency, firstDate: first.date, until, recurrence: recurrenceText(frequency, first.date) },
        m,
      );
      const [firstId] = await this.events.insert(
        dates.map((date, i) => ({ ...first, date, duplicateOfId: i === 0 ? first.duplicateOfId : null, seriesId: s.id })),
        m,
      );
      // The series is held (and mailed about) once.
      if (isOrganizer(p) && !first.isApproved)
        await this.mail.eventHeldForReview({ ...first, id: firstId }, { ...org, isRegistered: true }, m);
      return s.id;
    });
    return this.answer(id);
  }

  async get(p: Principal, id: string): Promise<EventSeriesResponse> {
    await this.findForWriter(p, id);
    return this.answer(id);
  }

  /** Applies the fields to every occurrence from today on; moderation assesses the series once. */
  async update(p: Principal, id: string, dto: UpdateEventSeriesDto): Promise<EventSeriesResponse> {
    await this.findForWriter(p, id);
    if (dto.date !== undefined) throw new DomainError('series_date_change', { on: 'date' });
    if (dto.organizationId !== undefined) throw new DomainError('organization_id_not_allowed', { on: 'organizationId' });
    const upcoming = (await this.events.ofSeries(id)).filter((e) => !isPastEvent(e));
    if (!upcoming.length) return this.answer(id);
    const first = upcoming[0];
    const org = first.organizationId ? await this.organizations.findAccount(first.organizationId) : null;
    const changed = upcoming.map((e) => ({ e, fields: applyInput(dto, e) }));
    const assessed = await this.eventsService.assess({ ...changed[0].fields, id: first.id, organizationId: first.organizationId });
    const writer = isOrganizer(p) ? 'organizer' : 'admin';
    let held = false;
    await this.events.transaction(async (m) => {
      for (const { e, fields } of changed) {
        const approval = decideApproval({ writer, moderationScore: assessed.score, organization: org, current: e });
        if (e.isApproved && !approval.isApproved) held = true;
        const community = eventCommunity(org, fields, choiceOf(dto), e);
        await this.events.update(
          e.id,
          { ...fields, ...community, ...approval, moderationScore: assessed.score, moderationFlags: assessed.flags },
          m,
        );
      }
      if (writer === 'organizer' && org && held)
        await this.mail.eventHeldForReview({ ...first, ...changed[0].fields }, { ...org, isRegistered: true }, m);
    });
    return this.answer(id);
  }

  /** Cancels the whole series: its occurrences from today on are deleted (past ones stay, as their pages do). */
  async remove(p: Principal, id: string): Promise<void> {
    await this.findForWriter(p, id);
    const upcoming = (await this.events.ofSeries(id)).filter((e) => !isPastEvent(e));
    await this.events.transaction(async (m) => {
      await this.events.delete(
        upcoming.map((e) => e.id),
        m,
      );
      await this.series.deleteIfEmpty(id, m);
    });
  }

  private async answer(id: string): Promise<EventSeriesResponse> {
    const s = await this.series.findById(id);
    if (!s) throw new DomainError('series_not_found');
    const occurrences = await this.events.ofSeries(id);
    return {
      id: s.id,
      frequency: s.frequency,
      firstDate: s.firstDate,
      until: s.until,
      recurrence: s.recurrence,
      occurrences: occurrences.map(toManaged),
    };
  }

  /** The series, if the caller may change it: an admin any, an organizer only its own (else 404). */
  private async findForWriter(p: Principal, id: string): Promise<void> {
    const s = await this.series.findById(id);
    if (!s || (isOrganizer(p) && s.organizationId !== p.organizationId)) throw new DomainError('series_not_found');
  }
}

/** The rule's frequency and until, or a 400 naming what is wrong. */
function checkRecurrence(r: { frequency?: unknown; until?: unknown }, first: string): { frequency: Frequency; until: string } {
  if (!FREQUENCIES.includes(r.frequency as Frequency)) throw new DomainError('bad_frequency', { on: 'recurrence' });
  const until = typeof r.until === 'string' ? r.until.trim() : '';
  if (!isCalendarDay(until)) throw new DomainError('bad_until', { on: 'recurrence' });
  const problem = seriesProblem(first, until);
  if (problem) throw DomainError.invalid('recurrence', problem);
  return { frequency: r.frequency as Frequency, until };
}
