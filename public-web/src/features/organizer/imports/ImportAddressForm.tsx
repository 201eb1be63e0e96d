import { FormEvent, useState } from 'react';
import type { ImportSourceDto } from '@sangam/shared';
import { useToast } from '../../../lib/toast';
import { serverMessage } from '../utils/server-errors';
import { changeImportAddress } from './use-imports';

interface Props {
  token: string;
  organizationId: string;
  source: ImportSourceDto;
  /** The address last previewed (the card shows its preview). */
  previewed: string | null;
  onPreview: (url: string) => void;
  onSaved: () => void;
}

/** A new address for one of the organization's pages: previewed first; Save writes it once the preview is the one typed. */
export function ImportAddressForm({ token, organizationId, source, previewed, onPreview, onSaved }: Props) {
  const [url, setUrl] = useState(source.url);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const typed = url.trim();
  const preview = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (typed) onPreview(typed);
  };
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await changeImportAddress(token, organizationId, source.id, typed);
      toast({ title: 'Address saved', description: 'The next import reads the new address.', variant: 'success' });
      onSaved();
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Could not save the address. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="org-import-address" onSubmit={preview}>
      <label htmlFor={`address-${source.id}`}>New address of the page</label>
      <input id={`address-${source.id}`} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
      <div className="org-import-actions">
        <button type="submit" className="btn btn-sm">
          Preview this address
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={busy || !typed || previewed !== typed}
          onClick={() => void save()}
        >
          {busy ? 'Saving…' : 'Save address'}
        </button>
      </div>
      {previewed !== typed && <p className="org-import-hint">Preview the address before saving it.</p>}
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
