import { Title } from 'react-admin';

// /admin/discovery — built with the scraping issue.
export function DiscoveryPage() {
  return <Title title="Organization Discovery" />;
}
