import { ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { trackPageView } from '../lib/page-views';
import { headerTitle, productName } from '../lib/product';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link to="/" className="brand">
            <span className="brand-mark" aria-hidden="true" />
            <span>{headerTitle()}</span>
          </Link>
          <nav aria-label="Main" className="main-nav">
            <NavLink to="/" end>
              Events
            </NavLink>
            <NavLink to="/submit-organization">Submit Organization</NavLink>
            <NavLink to="/promotion">Promote</NavLink>
            <NavLink to="/contact">Contact</NavLink>
            <NavLink to="/org/login">Organizer Login</NavLink>
          </nav>
          <Link to="/org/signup" className="btn btn-primary">
            List Event
          </Link>
        </div>
      </header>
      <main id="main" className="container main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>Your source for NRI community events</p>
          <p>© 2025 {productName()}</p>
        </div>
      </footer>
    </div>
  );
}
