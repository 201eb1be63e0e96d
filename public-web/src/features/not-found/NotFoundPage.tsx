import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="nf-title">
      <p className="not-found-code">404</p>
      <h1 id="nf-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Browse Events
      </Link>
    </section>
  );
}
