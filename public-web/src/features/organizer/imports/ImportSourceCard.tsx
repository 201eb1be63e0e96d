import { useState } from 'react';
import type { ImportRulesDto, ImportSourceDto } from '@sangam/shared';
import { ImportAddressForm } from './ImportAddressForm';
import { ImportPreview } from './ImportPreview';
import { LastRunSummary } from './LastRunSummary';
import { MissingEventSearch } from './MissingEventSearch';

interface Props {
  token: string;
  organizationId: string;
  source: ImportSourceDto;
  /** Rules being edited and not saved yet: previewed on every page. */
  previewRules?: ImportRulesDto;
  onChanged: () => void;
}

type Panel = 'missing' | 'preview' | 'address' | null;

/** One page Sangam reads for the organization: its last import, and what the organizer can do about it. */
export function ImportSourceCard({ token, organizationId, source, previewRules, onChanged }: Props) {
  const [panel, setPanel] = useState<Panel>(null);
  const [draftUrl, setDraftUrl] = useState<string | null>(null);
  const toggle = (p: Panel) => setPanel((open) => (open === p ? null : p));
  const own = source.origin === 'organization';
  const changes = previewRules
    ? { rules: previewRules }
    : panel === 'address' && draftUrl
      ? { url: draftUrl }
      : panel === 'preview'
        ? {}
        : null;
  return (
    <article className="card org-import" data-testid="org-import-source" aria-labelledby={`org-import-${source.id}`}>
      <h3 id={`org-import-${source.id}`}>{source.name}</h3>
      <p className="org-import-url">
        <a href={source.url} target="_blank" rel="noreferrer noopener">
          {source.url}
        </a>
        {!source.active && <span className="badge badge-muted">Not read</span>}
      </p>
      <LastRunSummary source={source} />
      <div className="org-import-actions">
        <button type="button" className="btn btn-sm" aria-expanded={panel === 'missing'} onClick={() => toggle('missing')}>
          Why is my event missing?
        </button>
        <button type="button" className="btn btn-sm" aria-expanded={panel === 'preview'} onClick={() => toggle('preview')}>
          Preview import
        </button>
        {own && (
          <button type="button" className="btn btn-sm" aria-expanded={panel === 'address'} onClick={() => toggle('address')}>
            New page address
          </button>
        )}
      </div>
      {panel === 'missing' && (
        <MissingEventSearch token={token} organizationId={organizationId} sourceId={source.id} hasRun={!!source.lastRun} />
      )}
      {panel === 'address' && (
        <ImportAddressForm
          token={token}
          organizationId={organizationId}
          source={source}
          previewed={draftUrl}
          onPreview={setDraftUrl}
          onSaved={() => {
            setDraftUrl(null);
            setPanel(null);
            onChanged();
          }}
        />
      )}
      {changes && <ImportPreview token={token} organizationId={organizationId} sourceId={source.id} changes={changes} />}
    </article>
  );
}
