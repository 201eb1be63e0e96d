import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventSeries } from './event-series.entity';

/** Every statement on event_series (the occurrences are events: EventsRepository). */
@Injectable()
export class EventSeriesRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(series: Omit<EventSeries, 'id' | 'createdAt'>, m: EntityManager): Promise<EventSeries> {
    const repo = m.getRepository(EventSeries);
    return repo.save(repo.create(series));
  }

  findById(id: string): Promise<EventSeries | null> {
    return this.ds.getRepository(EventSeries).findOneBy({ id });
  }

  /** Deletes a series none of whose occurrences is left. */
  async deleteIfEmpty(id: string, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM event_series s WHERE s.id = $1 AND NOT EXISTS (SELECT 1 FROM events e WHERE e."seriesId" = s.id)`, [id]);
  }
}
