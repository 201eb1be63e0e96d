import { DATE_CHIPS } from '../date-chips';
import type { ListingState, When } from '../listing-state';

interface Props {
  when: When;
  free: boolean;
  today: string;
  onChange: (patch: Partial<ListingState>) => void;
}

/** Today, This weekend, Next 7 days, This month, Pick dates (two date boxes) and the Free toggle. */
export function WhenChips({ when, free, today, onChange }: Props) {
  return (
    <>
      <div className="chips when-chips" role="group" aria-label="When">
        {DATE_CHIPS.map((c) => {
          const pressed = when.kind === 'chip' && when.chip === c.value;
          return (
            <button
              key={c.value}
              type="button"
              className="chip"
              aria-pressed={pressed}
              onClick={() => onChange({ when: pressed ? { kind: 'any' } : { kind: 'chip', chip: c.value } })}
            >
              {c.label}
            </button>
          );
        })}
        <button
          type="button"
          className="chip"
          aria-pressed={when.kind === 'dates'}
          onClick={() => onChange({ when: when.kind === 'dates' ? { kind: 'any' } : { kind: 'dates', from: null, to: null } })}
        >
          Pick dates
        </button>
        <button type="button" className="chip chip-free" aria-pressed={free} onClick={() => onChange({ free: !free })}>
          Free
        </button>
      </div>
      {when.kind === 'dates' && (
        <div className="pick-dates">
          <label>
            From
            <input
              type="date"
              min={today}
              value={when.from ?? ''}
              onChange={(e) => onChange({ when: { ...when, from: e.target.value || null } })}
            />
          </label>
          <label>
            To
            <input
              type="date"
              min={when.from ?? today}
              value={when.to ?? ''}
              onChange={(e) => onChange({ when: { ...when, to: e.target.value || null } })}
            />
          </label>
        </div>
      )}
    </>
  );
}
