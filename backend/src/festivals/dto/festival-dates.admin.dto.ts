import { ApiProperty, PickType } from '@nestjs/swagger';
import { Checked, TextRule } from '../../common/dto-rules';
import { isCalendarDay } from '@sangam/shared';
import { FESTIVAL_TIME_ZONES } from '../us-locations';

const dateRule = (field: string) => (v: unknown) => (isCalendarDay(v) ? null : `${field} must be a date (YYYY-MM-DD)`);

/** PUT /api/admin/festival-dates/:id: the days and the note of one festival, year and time zone. */
export class UpdateFestivalDateDto {
  @ApiProperty({ example: '2026-11-06', description: 'First day (YYYY-MM-DD)' })
  @Checked({ required: 'startDate is required' }, dateRule('startDate'))
  startDate: string;

  @ApiProperty({ example: '2026-11-08', description: 'Main day (YYYY-MM-DD), in the row’s year' })
  @Checked({ required: 'mainDate is required' }, dateRule('mainDate'))
  mainDate: string;

  @ApiProperty({ example: '2026-11-10', description: 'Last day (YYYY-MM-DD), at most 31 days after the first' })
  @Checked({ required: 'endDate is required' }, dateRule('endDate'))
  endDate: string;

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    maxLength: 1000,
    description: 'Why these days (a documented exception); blank clears it',
  })
  @TextRule({ label: 'The note', max: 1000 })
  note?: string | null;
}

class FestivalDays {
  @ApiProperty({ example: '2026-11-06' })
  startDate: string;

  @ApiProperty({ example: '2026-11-08' })
  mainDate: string;

  @ApiProperty({ example: '2026-11-10' })
  endDate: string;
}

/** One row of festival_dates in the console (react-admin `festival-dates` resource). */
export class FestivalDateResponse extends FestivalDays {
  @ApiProperty({ example: 'diwali:2026:America/New_York', description: 'festivalSlug:year:timeZone' })
  id: string;

  @ApiProperty({ example: 'diwali' })
  festivalSlug: string;

  @ApiProperty({ example: 'Diwali', description: 'The festival’s display name' })
  festival: string;

  @ApiProperty({ example: 2026 })
  year: number;

  @ApiProperty({ enum: FESTIVAL_TIME_ZONES, example: 'America/New_York' })
  timeZone: string;

  @ApiProperty({ type: String, nullable: true, description: 'Why these days (a documented exception)' })
  note: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The admin who last edited the row; null for shipped dates' })
  updatedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

/** Where the table and the astronomical computation disagree for a festival, year and time zone. */
export class FestivalDateDisagreementResponse extends PickType(FestivalDateResponse, [
  'id',
  'festivalSlug',
  'festival',
  'year',
  'timeZone',
  'note',
] as const) {
  @ApiProperty({ type: FestivalDays, nullable: true, description: 'What the table says; null when it has no row' })
  table: FestivalDays | null;

  @ApiProperty({ type: FestivalDays, nullable: true, description: 'What the computation says; null when it knows no such day' })
  computed: FestivalDays | null;
}
