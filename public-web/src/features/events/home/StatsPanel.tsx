import { memo } from 'react';
import { useStats } from '../../../api/events';
import { formatCompactNumber, formatInteger } from '../../../lib/format';

/** The 'Platform Statistics' tiles, below the events (its own component: its data re-renders only this part). */
export const StatsPanel = memo(function StatsPanel() {
  const stats = useStats();
  return (
    <section className="stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="section-title">
        Platform Statistics
      </h2>
      <dl className="stats-grid">
        <div className="stat card">
          <dt>Total Events</dt>
          <dd>{stats.data ? formatInteger(stats.data.totalEvents) : '–'}</dd>
        </div>
        <div className="stat card">
          <dt>NRI Families</dt>
          <dd>{stats.data ? formatCompactNumber(stats.data.totalFamilies) : '–'}</dd>
        </div>
        <div className="stat card">
          <dt>Organizations</dt>
          <dd>{stats.data ? formatCompactNumber(stats.data.totalOrganizations) : '–'}</dd>
        </div>
        <div className="stat card">
          <dt>Monthly Views</dt>
          <dd>{stats.data ? formatCompactNumber(stats.data.monthlyViews) : '–'}</dd>
        </div>
      </dl>
    </section>
  );
});
