import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export function Dashboard() {
  return (
    <Card>
      <Title title="Admin Panel" />
      <CardContent>
        <Typography variant="h5" component="h1">
          Admin Panel
        </Typography>
      </CardContent>
    </Card>
  );
}
