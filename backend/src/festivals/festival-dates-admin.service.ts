import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { RaListParams } from '../common/ra-dialect';
import { festivalBySlug } from './festival-definitions';
import { checkFestivalDateRow, isTableYear, MAX_TABLE_YEAR, MIN_TABLE_YEAR } from './festival-date-check';
import { EditedFestivalDateRow, FestivalDatesRepository } from './festival-dates.repository';
import { FestivalsService } from './festivals.service';
import { daysOf } from './compare-table';
import { FestivalDateDisagreementResponse, FestivalDateResponse, UpdateFestivalDateDto } from './dto/festival-dates.admin.dto';
import { FESTIVAL_TIME_ZONES } from './us-locations';

/** Fields the console's list may sort by. */
export const FESTIVAL_DATE_SORT_FIELDS = ['mainDate', 'festival', 'timeZone', 'updatedAt'] as const;

/** A row's key fields in the console; its id: `diwali:2026:America/New_York`. */
const rowKey = (festivalSlug: string, year: number, timeZone: string) => ({
  id: `${festivalSlug}:${year}:${timeZone}`,
  festivalSlug,
  festival: festivalBySlug(festivalSlug)?.name ?? festivalSlug,
  year,
  timeZone,
});

function parseId(id: string): { slug: string; year: number; timeZone: string } {
  const m = /^([a-z0-9-]{1,60}):(\d{4}):([A-Za-z_/]{1,40})$/.exec(id);
  if (!m) throw new DomainError('festival_date_not_found');
  return { slug: m[1], year: Number(m[2]), timeZone: m[3] };
}

function toResponse(r: EditedFestivalDateRow): FestivalDateResponse {
  return {
    ...rowKey(r.festivalSlug, r.year, r.timeZone),
    ...daysOf(r),
    note: r.note,
    updatedBy: r.updatedBy,
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** A year given as text (query or filter): a whole number in the table's range, else 400; absent = this year. */
export function parseTableYear(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return new Date().getUTCFullYear();
  const year = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!isTableYear(year)) {
    throw new DomainError('year_out_of_range', { params: { min: MIN_TABLE_YEAR, max: MAX_TABLE_YEAR }, on: 'year' });
  }
  return year;
}

/** The console's festival-dates resource: a year's rows, one row's edit, and where the table and computation disagree. */
@Injectable()
export class FestivalDatesAdminService {
  constructor(
    private readonly dates: FestivalDatesRepository,
    private readonly festivals: FestivalsService,
  ) {}

  /** A page of a year's rows; `q` matches the festival's name or slug, `timeZone` one zone. */
  async list(
    year: number,
    filter: { q?: string; timeZone?: string },
    params: RaListParams,
  ): Promise<{ rows: FestivalDateResponse[]; total: number }> {
    const q = filter.q?.trim().toLowerCase();
    const all = (await this.dates.listYear(year))
      .map(toResponse)
      .filter(
        (r) =>
          (!q || r.festival.toLowerCase().includes(q) || r.festivalSlug.includes(q)) &&
          (!filter.timeZone || r.timeZone === filter.timeZone),
      );
    const { field, order } = params.sort;
    // The asked-for field first, then date, festival and the zones east to west.
    const zone = (r: FestivalDateResponse) => FESTIVAL_TIME_ZONES.indexOf(r.timeZone as never);
    const key = (r: FestivalDateResponse): string =>
      field === 'festival' ? r.festival : field === 'timeZone' ? String(zone(r)) : String(r[field as 'mainDate' | 'updatedAt']);
    const sign = order === 'DESC' ? -1 : 1;
    all.sort(
      (a, b) =>
        sign * key(a).localeCompare(key(b)) ||
        a.mainDate.localeCompare(b.mainDate) ||
        a.festival.localeCompare(b.festival) ||
        zone(a) - zone(b),
    );
    return { rows: all.slice(params.skip, params.skip + params.take), total: all.length };
  }

  async get(id: string): Promise<FestivalDateResponse> {
    return toResponse(await this.row(id));
  }

  /** Saves new days and note for a row (checked as the table's constraints are), recording the admin. */
  async update(id: string, dto: UpdateFestivalDateDto, editor: string): Promise<FestivalDateResponse> {
    const { festivalSlug, year, timeZone } = await this.row(id);
    const row = { festivalSlug, year, timeZone, ...daysOf(dto), note: dto.note ?? null };
    const problem = checkFestivalDateRow(row);
    if (problem) throw new DomainError('validation_failed', { params: { message: problem } });
    await this.dates.save(row, editor);
    return this.get(id);
  }

  private async row(id: string): Promise<EditedFestivalDateRow> {
    const { slug, year, timeZone } = parseId(id);
    const row = (await this.dates.listFestival(slug, year)).find((r) => r.timeZone === timeZone);
    if (!row) throw new DomainError('festival_date_not_found');
    return row;
  }

  async disagreements(year: number): Promise<FestivalDateDisagreementResponse[]> {
    return (await this.festivals.compareTable(year)).map((d) => ({
      ...rowKey(d.slug, d.year, d.timeZone),
      table: d.table,
      computed: d.computed,
      note: d.note,
    }));
  }
}
