import { useEffect, useState } from 'react';
import type { ImportRulesDto } from '@sangam/shared';
import { useOrgImports } from './use-imports';
import { sameRules } from './import-words';
import { ImportRulesForm } from './ImportRulesForm';
import { ImportSourceCard } from './ImportSourceCard';
import './imports.css';

/** A value that follows `value` once it has stopped changing for `ms` (rules typed are previewed once, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The organization's imports on its dashboard: each page Sangam reads with its last import, "why is my event
 * missing?", a preview of what an import would bring now, and the rules it sets. A change of rules or address is
 * previewed first; only Save writes.
 */
export function OrgImports({ token, organizationId }: { token: string; organizationId: string }) {
  const imports = useOrgImports(token, organizationId);
  const [draft, setDraft] = useState<ImportRulesDto | null>(null);
  const settled = useSettled(draft, 600);

  if (imports.error)
    return (
      <section className="org-events" aria-labelledby="org-imports-title">
        <h2 id="org-imports-title">Your event imports</h2>
        <div className="card org-load-error" role="alert">
          <p>Failed to load your imports.</p>
          <button type="button" className="btn" onClick={() => void imports.mutate()}>
            Try again
          </button>
        </div>
      </section>
    );
  if (!imports.data) return <div className="skeleton org-event-skeleton" role="status" aria-label="Loading your imports" />;

  const { rules, sources } = imports.data;
  const previewRules = settled && !sameRules(settled, rules) && draft && sameRules(draft, settled) ? settled : undefined;
  return (
    <section className="org-events org-imports" aria-labelledby="org-imports-title">
      <h2 id="org-imports-title">Your event imports</h2>
      <p className="org-lead">
        We read your events from the pages below about every six hours. See what the last import did, find out why an event is missing, and
        tell us what to leave out.
      </p>
      {sources.length === 0 ? (
        <p className="card org-empty">
          No pages are read for your organization yet. Once your organization is approved, the events page in your profile is read
          automatically.
        </p>
      ) : (
        sources.map((s) => (
          <ImportSourceCard
            key={s.id}
            token={token}
            organizationId={organizationId}
            source={s}
            previewRules={previewRules}
            onChanged={() => void imports.mutate()}
          />
        ))
      )}
      <ImportRulesForm
        token={token}
        organizationId={organizationId}
        saved={rules}
        draft={draft ?? rules}
        onChange={setDraft}
        onSaved={(saved) => {
          setDraft(null);
          void imports.mutate({ ...imports.data!, rules: saved }, { revalidate: false });
        }}
      />
    </section>
  );
}
