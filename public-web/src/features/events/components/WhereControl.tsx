import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ChevronDownIcon, PinIcon } from '../../../components/icons';
import type { SearchPlace } from '../../../api/events';
import { useMetroName, useZipPlace } from '../../../api/places';
import type { Where } from '../listing-state';
import { whereButtonLabel } from '../listing-text';

const WherePanel = lazy(() => import('./WherePanel'));
const loadPanel = () => void import('./WherePanel');

/** The place's name for labels: the metro's name, the ZIP's 'City, ST', or null (not known yet, or "near me"). */
export function usePlaceLabel(where: Where): string | null {
  const metroName = useMetroName(where.kind === 'metro' ? where.slug : null);
  const zip = useZipPlace(where.kind === 'zip' ? where.zip : null);
  if (where.kind === 'metro') return metroName;
  if (where.kind === 'zip' && zip.data) return `${zip.data.city}, ${zip.data.state}`;
  return null;
}

interface Props {
  where: Where;
  label: string | null;
  onChange: (w: Where) => void;
  /** The place the API read in the search ('garba NJ' → New Jersey) while no place is chosen: shown, and cleared by searching everywhere. */
  searchPlace: SearchPlace | null;
  onSearchEverywhere: (q: string) => void;
}

/**
 * The "Where" button and its panel (loaded on first use): a ZIP code with 10/25/50-mile chips,
 * "Near me" (the browser's location, asked only on tap) and the metros that have events.
 */
export function WhereControl({ where, label, onChange, searchPlace, onSearchEverywhere }: Props) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const text = searchPlace?.name ?? whereButtonLabel(where, label);
  return (
    <div className="where" ref={box}>
      <button
        ref={button}
        type="button"
        className={`toolbar-button where-button${where.kind === 'anywhere' && !searchPlace ? '' : ' is-set'}`}
        aria-expanded={open}
        aria-controls="where-panel"
        aria-label={`Where: ${text}`}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        <PinIcon />
        <span className="where-label">{text}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <Suspense fallback={<div className="where-panel card" id="where-panel" />}>
          <WherePanel
            where={where}
            onChange={onChange}
            searchPlace={searchPlace}
            onSearchEverywhere={onSearchEverywhere}
            onDone={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
