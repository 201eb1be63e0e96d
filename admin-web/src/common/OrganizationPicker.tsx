import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useInput, useRecordContext, type Validator } from 'react-admin';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { OrganizationResponse } from '@sangam/shared';

/** An organization as a record or the picker shows it. */
type OrganizationSummary = Pick<OrganizationResponse, 'id' | 'name'> & Partial<Pick<OrganizationResponse, 'contactEmail'>>;
import { useAdminApi } from './useAdminApi';

const SEARCH_DELAY_MS = 250;

/**
 * The event form's organization: a searchable list from GET /api/organizations?q= (the admin token
 * sees every organization). Stores the chosen organization's id in `source`.
 */
export function OrganizationPicker({
  source = 'organizationId',
  validate,
  label = 'Organization',
  helperText = 'Type to search organizations',
}: {
  source?: string;
  validate?: Validator | Validator[];
  label?: string;
  helperText?: string;
}) {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const record = useRecordContext<{ organization?: OrganizationSummary | null }>();
  const api = useAdminApi();
  const [inputValue, setInputValue] = useState('');
  const [options, setOptions] = useState<OrganizationSummary[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<OrganizationSummary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const value = (field.value as string | null | undefined) || null;
  const known = useRef(new Map<string, OrganizationSummary>());

  // Keep the displayed organization in step with the form value (initial record, reset, choice).
  useEffect(() => {
    if (!value) {
      setSelected(null);
      return;
    }
    if (selected?.id === value) return;
    const embedded = record?.organization && record.organization.id === value ? record.organization : known.current.get(value);
    if (embedded) {
      setSelected(embedded);
      return;
    }
    let cancelled = false;
    api
      .getOne('organizations', { id: value })
      .then(({ data }) => !cancelled && setSelected({ id: data.id, name: data.name, contactEmail: data.contactEmail }))
      .catch(() => !cancelled && setSelected({ id: value, name: value }));
    return () => {
      cancelled = true;
    };
  }, [value, record, api, selected?.id]);

  // Search as the admin types (debounced); an empty text lists the first organizations.
  useEffect(() => {
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      setLoading(true);
      api
        .searchOrganizations(selected && inputValue === selected.name ? '' : inputValue, ctrl.signal)
        .then((list) => {
          const items = Array.isArray(list) ? list : [];
          items.forEach((o) => known.current.set(o.id, o));
          setOptions(items);
          setLoadError(null);
        })
        .catch((e: Error) => {
          if (e.name !== 'AbortError') setLoadError('Could not load organizations');
        })
        .finally(() => setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [inputValue, api, selected]);

  const showError = fieldState.invalid;

  return (
    <Autocomplete
      id={id}
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={inputValue}
      onInputChange={(_, v) => setInputValue(v)}
      onChange={(_, o) => {
        setSelected(o);
        if (o) known.current.set(o.id, o);
        field.onChange(o ? o.id : null);
      }}
      onBlur={field.onBlur}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={o.id ?? key} {...rest}>
            {o.name}
          </li>
        );
      }}
      noOptionsText={loadError ?? 'No organizations found'}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={label}
          required={isRequired}
          error={showError}
          helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps?.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress size={18} /> : null}
                  {params.slotProps?.input?.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
      sx={{ minWidth: 280 }}
    />
  );
}
