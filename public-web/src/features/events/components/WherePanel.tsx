import { FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { LocateIcon } from '../../../components/page-icons';
import { api, ApiError } from '../../../lib/api';
import { formatInteger } from '../../../lib/format';
import type { SearchPlace } from '../../../api/events';
import { useMetros, zipPlaceKey } from '../../../api/places';
import { DEFAULT_RADIUS, RADIUS_CHIPS, roundedNear, Where } from '../listing-state';

interface Props {
  where: Where;
  onChange: (w: Where) => void;
  /** The place read in the search while no place is chosen, and how to drop it (the search's other words everywhere). */
  searchPlace: SearchPlace | null;
  onSearchEverywhere: (q: string) => void;
  /** Close the panel (a place was chosen, or Done). */
  onDone: () => void;
}

const ZIP = /^\d{5}$/;

/**
 * The Where panel: the place read in the search (with "Search everywhere"), "Within 10/25/50 mi of ZIP", "Near me",
 * then the metros with upcoming events. A place chosen here wins over the search's place words.
 */
export default function WherePanel({ where, onChange, searchPlace, onSearchEverywhere, onDone }: Props) {
  const located = where.kind === 'zip' || where.kind === 'near' ? where : null;
  const [radius, setRadius] = useState(located?.radius ?? DEFAULT_RADIUS);
  const [zip, setZip] = useState(where.kind === 'zip' ? where.zip : '');
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const { metros, isLoading } = useMetros();
  const { mutate } = useSWRConfig();

  const applyZip = async (value: string) => {
    setStatus({ text: `Looking up ${value}…` });
    try {
      const key = zipPlaceKey(value);
      const place = await api.get(...key);
      // The Where button's label reads the same answer.
      void mutate(key, place, { revalidate: false });
      setStatus(null);
      onChange({ kind: 'zip', zip: value, radius });
      onDone();
    } catch (e) {
      const message = e instanceof ApiError && e.status < 500 ? e.serverMessage : undefined;
      setStatus({ text: message ?? `Could not look up ${value}. Please try again.`, error: true });
    }
  };

  const onZipInput = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 5);
    setZip(digits);
    setStatus(null);
    if (ZIP.test(digits) && !(where.kind === 'zip' && where.zip === digits)) void applyZip(digits);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (where.kind === 'zip' && where.zip === zip) onDone();
    else if (ZIP.test(zip)) void applyZip(zip);
    else setStatus({ text: 'Enter a 5-digit ZIP code.', error: true });
  };

  const chooseRadius = (r: number) => {
    setRadius(r);
    if (located) onChange({ ...located, radius: r });
  };

  const nearMe = () => {
    setStatus({ text: 'Finding your location…' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setStatus(null);
        onChange({ kind: 'near', ...roundedNear(pos.coords.latitude, pos.coords.longitude), radius });
        onDone();
      },
      (err) =>
        setStatus({
          text:
            err.code === err.PERMISSION_DENIED
              ? 'Location is turned off for this site. Enter a ZIP code instead.'
              : 'Could not find your location. Enter a ZIP code instead.',
          error: true,
        }),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  const searchEverywhere = searchPlace
    ? () => {
        onSearchEverywhere(searchPlace.text);
        onDone();
      }
    : null;

  const canLocate = typeof navigator !== 'undefined' && !!navigator.geolocation;
  return (
    <div className="where-panel card" id="where-panel" role="group" aria-label="Where">
      {searchPlace && searchEverywhere && (
        <div className="where-searched">
          <p>
            From your search: <strong>{searchPlace.name}</strong>
          </p>
          <button type="button" className="btn" onClick={searchEverywhere}>
            Search everywhere
          </button>
        </div>
      )}
      <form className="where-zip" onSubmit={onSubmit}>
        <div className="where-radius">
          <span id="where-radius-label">Within</span>
          <div className="chips" role="group" aria-labelledby="where-radius-label">
            {RADIUS_CHIPS.map((r) => (
              <button key={r} type="button" className="chip" aria-pressed={radius === r} onClick={() => chooseRadius(r)}>
                {r} mi
              </button>
            ))}
          </div>
        </div>
        <label htmlFor="where-zip">of ZIP code</label>
        <input
          id="where-zip"
          // Focus lands here when the panel opens: typing a ZIP is the usual way in.
          autoFocus
          inputMode="numeric"
          autoComplete="postal-code"
          enterKeyHint="search"
          placeholder="e.g. 08817"
          maxLength={5}
          value={zip}
          onChange={(e) => onZipInput(e.target.value)}
          aria-invalid={status?.error ? true : undefined}
          aria-describedby="where-status"
        />
      </form>
      <p id="where-status" className={`where-status${status?.error ? ' is-error' : ''}`} role="status">
        {status?.text}
      </p>
      {canLocate && (
        <button type="button" className="btn where-near" aria-pressed={where.kind === 'near'} onClick={nearMe}>
          <LocateIcon /> Near me
        </button>
      )}
      {(isLoading || metros.length > 0) && (
        <div className="where-metros">
          <h3 id="where-metros-title">Metro areas</h3>
          {isLoading ? (
            <p className="muted">Loading…</p>
          ) : (
            <ul aria-labelledby="where-metros-title">
              {metros.map((m) => (
                <li key={m.slug}>
                  <button
                    type="button"
                    className="where-metro"
                    aria-pressed={where.kind === 'metro' && where.slug === m.slug}
                    onClick={() => {
                      onChange({ kind: 'metro', slug: m.slug });
                      onDone();
                    }}
                  >
                    <span>{m.name}</span>
                    <span className="where-metro-count">
                      {formatInteger(m.upcomingEvents)}
                      <span className="sr-only"> upcoming events</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="where-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={where.kind === 'anywhere' && !searchEverywhere}
          onClick={() => {
            if (searchEverywhere) return searchEverywhere();
            onChange({ kind: 'anywhere' });
            setZip('');
            onDone();
          }}
        >
          Anywhere
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
