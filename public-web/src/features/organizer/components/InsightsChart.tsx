import type { EventInsightsResponse } from '@sangam/shared';

const TOTALS: [keyof EventInsightsResponse['totals'], string][] = [
  ['views', 'Views'],
  ['saves', 'Saves'],
  ['calendarAdds', 'Calendar adds'],
  ['ticketClicks', 'Ticket clicks'],
  ['shares', 'Shares'],
];

const WIDTH = 150;
const HEIGHT = 36;

/**
 * An event's last 30 days: a bar per day of page views and the totals of each kind of activity
 * (GET /api/organizations/{id}/insights). `null` = no visitor did anything in that time.
 */
export function InsightsChart({ insights }: { insights: EventInsightsResponse | null }) {
  if (!insights) return <p className="org-insights org-insights-empty">No visits in the last 30 days yet.</p>;
  const days = insights.daily;
  const max = Math.max(1, ...days.map((d) => d.views));
  const step = WIDTH / Math.max(1, days.length);
  const label = `Page views per day from ${insights.from} to ${insights.to}: ${insights.totals.views} in all, at most ${max} in a day`;
  return (
    <div className="org-insights" data-testid="org-insights">
      <svg className="org-insights-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
        <title>{label}</title>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="org-insights-axis" />
        {days.map((d, i) => {
          const h = d.views === 0 ? 0 : Math.max(2, (d.views / max) * (HEIGHT - 2));
          return (
            <rect key={d.date} x={i * step + 0.5} y={HEIGHT - h} width={Math.max(1, step - 1)} height={h} className="org-insights-bar" />
          );
        })}
      </svg>
      <dl className="org-insights-totals">
        {TOTALS.map(([key, name]) => (
          <div key={key}>
            <dt>{name}</dt>
            <dd>{insights.totals[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="org-insights-period">Last 30 days</p>
    </div>
  );
}
