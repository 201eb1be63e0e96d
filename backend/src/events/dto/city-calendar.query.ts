import { PickType } from '@nestjs/swagger';
import { ListEventsQuery } from './list-events.query';

/** The city calendar feed's query: the state tells apart cities of the same name (as the listing's state parameter). */
export class CityCalendarQuery extends PickType(ListEventsQuery, ['state'] as const) {}
