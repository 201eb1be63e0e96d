import { Box } from '@mui/material';
import { barChartModel, type DailyValue } from './chart';

const W = 640;
const H = 200;
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };

/**
 * One bar per day with a labelled y axis (gridlines) and month labels on the x axis; it scales to
 * its container's width (390 px phones to wide screens) and says what it shows to screen readers.
 */
export function DailyBarChart({ days, label }: { days: DailyValue[]; label: string }) {
  const m = barChartModel(days);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + plotH - (v / m.max) * plotH;
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary = `${label} per day from ${first} to ${last}: ${m.total.toLocaleString('en-US')} in all${
    m.peak ? `, at most ${m.peak.value.toLocaleString('en-US')} on ${m.peak.date}` : ''
  }`;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={summary}
      data-testid="daily-chart"
      sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: 'inherit' }}
    >
      <title>{summary}</title>
      {m.ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e0e0e0" strokeWidth={1} />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={12} fill="#555">
            {t.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const h = d.value === 0 ? 0 : Math.max(1.5, (d.value / m.max) * plotH);
        return (
          <rect key={d.date} x={PAD.left + i * step + 0.5} y={PAD.top + plotH - h} width={Math.max(1, step - 1)} height={h} fill="#c2410c">
            <title>{`${d.date}: ${d.value.toLocaleString('en-US')}`}</title>
          </rect>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} stroke="#757575" strokeWidth={1} />
      {m.months.map((mo) => (
        <g key={mo.index}>
          <line
            x1={PAD.left + mo.index * step}
            x2={PAD.left + mo.index * step}
            y1={PAD.top + plotH}
            y2={PAD.top + plotH + 4}
            stroke="#757575"
          />
          <text x={PAD.left + mo.index * step + 2} y={H - 6} fontSize={12} fill="#555">
            {mo.label}
          </text>
        </g>
      ))}
    </Box>
  );
}
