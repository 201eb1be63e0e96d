import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { AdminGuard } from '../common/AdminGuard';
import { AddEventForm } from './AddEventForm';

/** /admin/events/create: the same form as the dashboard's 'Add Event' tab. */
export function EventCreate() {
  return (
    <AdminGuard>
      <Card sx={{ mt: 2 }}>
        <Title title="Add Event" />
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            Add Event
          </Typography>
          <AddEventForm />
        </CardContent>
      </Card>
    </AdminGuard>
  );
}
