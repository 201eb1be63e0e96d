import { Title } from 'react-admin';

// /admin/scraping — built with the scraping issue.
export function ScrapingPage() {
  return <Title title="Scraping" />;
}
