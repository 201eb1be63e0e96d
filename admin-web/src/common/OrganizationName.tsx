import { ReferenceField, TextField } from 'react-admin';
import type { OrganizationResponse } from '@sangam/shared';

/** An organization as a record or the picker shows it. */
type OrganizationSummary = Pick<OrganizationResponse, 'id' | 'name'> & Partial<Pick<OrganizationResponse, 'contactEmail'>>;

/** An event's organization name: embedded by the API when available, else looked up; 'Community Event' when none. */
export function OrganizationName({ record }: { record: { organizationId?: string | null; organization?: OrganizationSummary | null } }) {
  if (record.organization) return <>{record.organization.name}</>;
  if (!record.organizationId) return <>Community Event</>;
  return (
    <ReferenceField record={record} source="organizationId" reference="organizations" link={false}>
      <TextField source="name" />
    </ReferenceField>
  );
}
