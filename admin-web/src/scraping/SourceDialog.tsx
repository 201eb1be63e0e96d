import { useState } from 'react';
import { BooleanInput, Form, required, SaveButton, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { OrganizationPicker } from '../common/OrganizationPicker';
import { serverMessage } from '../httpClient';
import type { CreateSourceDto, PreviewSourceDto, SourceResponseDto } from '@sangam/shared';
import { PreviewDialog } from './PreviewDialog';
import { useAdminApi } from '../common/useAdminApi';
import { SOURCE_TYPES } from './source-types';
import { useToast } from '../common/toast';

const isWebAddress = (v: unknown) =>
  typeof v === 'string' && !/^(https?|webcals?):\/\/\S+$/i.test(v.trim())
    ? 'URL must be a web address starting with http://, https:// or webcal://'
    : undefined;

/** Runs a dry run of the form's type, URL and organization (checked first), before the source is saved. */
function PreviewButton() {
  const { getValues, trigger } = useFormContext();
  const [input, setInput] = useState<PreviewSourceDto | null>(null);
  const open = async () => {
    if (!(await trigger(['type', 'url']))) return;
    const v = getValues();
    setInput({ type: v.type, url: String(v.url ?? '').trim(), organizationId: v.organizationId || null });
  };
  return (
    <>
      <Button onClick={() => void open()}>Preview</Button>
      {input && <PreviewDialog input={input} what={input.url ?? ''} onClose={() => setInput(null)} />}
    </>
  );
}

/** Add or edit a scraping source (name, type, URL, organization, active). */
export function SourceDialog({ source, onClose, onSaved }: { source: SourceResponseDto | null; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const api = useAdminApi();
  const editing = !!source;
  const initial: Partial<CreateSourceDto> = source
    ? { name: source.name, type: source.type, url: source.url, active: source.active, organizationId: source.organizationId }
    : { type: 'other', active: true, organizationId: null };

  const submit = async (values: Record<string, unknown>) => {
    const input: CreateSourceDto = {
      name: String(values.name ?? '').trim(),
      type: values.type as CreateSourceDto['type'],
      url: String(values.url ?? '').trim(),
      active: values.active !== false,
      organizationId: (values.organizationId as string | null | undefined) || null,
    };
    try {
      if (source) await api.updateSource(source.id, input);
      else await api.createSource(input);
      onSaved();
      onClose();
    } catch (err) {
      toast(editing ? 'Failed to update scraping source' : 'Failed to create scraping source', serverMessage(err), 'error');
      const fields = (err as { body?: { fields?: Record<string, string> } }).body?.fields;
      return fields ?? {};
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="source-dialog-title">
      <Form record={initial} onSubmit={submit}>
        <DialogTitle id="source-dialog-title">{editing ? 'Edit Source' : 'Add Source'}</DialogTitle>
        <DialogContent>
          <TextInput source="name" label="Name" validate={required('Name is required')} fullWidth />
          <SelectInput source="type" label="Type" choices={SOURCE_TYPES} validate={required('Type is required')} fullWidth />
          <TextInput
            source="url"
            label="URL"
            validate={[required('URL is required'), isWebAddress]}
            fullWidth
            helperText="An Eventbrite organizer page, an iCal or Google Calendar feed (webcal:// works), a Facebook page, or any events page"
          />
          <OrganizationPicker
            source="organizationId"
            label="Organization (optional)"
            helperText="Scraped events are attributed to this organization"
          />
          <BooleanInput source="active" label="Active" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <PreviewButton />
          <SaveButton label={editing ? 'Save' : 'Add Source'} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
