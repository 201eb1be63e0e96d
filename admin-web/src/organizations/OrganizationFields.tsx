import { SelectInput, TextInput, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { stateChoicesWith } from '../common/constants';
import type { AdminOrganizationResponse, SubmitOrganizationDto, UsStateCode } from '@sangam/shared';
import { cleanText, optionalEmail, optionalUrl, requiredMessage } from '../common/validation';

/** Organization form rules (spec section 5: name, city, state required). */
const organizationRules = {
  name: requiredMessage('Name is required'),
  city: requiredMessage('City is required'),
  state: requiredMessage('State is required'),
};

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

/** The organization form's fields, shared by 'Add Organization' on /admin and the organization edit page. */
export function OrganizationFields() {
  const record = useRecordContext<{ state?: string }>();
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="name" label="Organization name" validate={organizationRules.name} fullWidth />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <Box sx={row}>
        <TextInput source="website" label="Website" type="url" validate={optionalUrl} fullWidth />
        <TextInput source="eventsPageUrl" label="Events page URL" type="url" validate={optionalUrl} fullWidth />
      </Box>
      <Box sx={row}>
        <TextInput source="contactEmail" label="Contact email" type="email" validate={optionalEmail} fullWidth />
        <TextInput source="contactPhone" label="Contact phone" type="tel" fullWidth />
      </Box>
      <Box sx={row}>
        <TextInput source="city" label="City" validate={organizationRules.city} fullWidth />
        <SelectInput source="state" label="State" choices={stateChoicesWith(record?.state)} validate={organizationRules.state} fullWidth />
      </Box>
    </Box>
  );
}

const OPTIONAL = ['description', 'website', 'eventsPageUrl', 'contactEmail', 'contactPhone'] as const;

/** POST /api/organizations body: blank optional fields are left out. */
export function toNewOrganization(v: Partial<AdminOrganizationResponse>): SubmitOrganizationDto {
  const body: SubmitOrganizationDto = {
    name: cleanText(v.name) ?? '',
    city: cleanText(v.city) ?? '',
    state: (v.state ?? '') as UsStateCode,
  };
  for (const k of OPTIONAL) {
    const value = cleanText(v[k]);
    if (value) body[k] = value;
  }
  return body;
}

/** PUT /api/admin/organizations/:id body: only the form's fields (blank optional ones cleared with null). */
export function toOrganizationUpdate(v: Partial<AdminOrganizationResponse>) {
  return {
    name: cleanText(v.name),
    description: cleanText(v.description),
    website: cleanText(v.website),
    eventsPageUrl: cleanText(v.eventsPageUrl),
    contactEmail: cleanText(v.contactEmail),
    contactPhone: cleanText(v.contactPhone),
    city: cleanText(v.city),
    state: v.state,
  };
}
