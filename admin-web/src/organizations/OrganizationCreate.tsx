import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { AdminGuard } from '../common/AdminGuard';
import { AddOrganizationForm } from './AddOrganizationForm';

/** /admin/organizations/create: the same form as the dashboard's 'Add Organization' tab. */
export function OrganizationCreate() {
  return (
    <AdminGuard>
      <Card sx={{ mt: 2 }}>
        <Title title="Add Organization" />
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            Add Organization
          </Typography>
          <AddOrganizationForm />
        </CardContent>
      </Card>
    </AdminGuard>
  );
}
