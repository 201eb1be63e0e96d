import { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { headerTitle } from '../lib/product';

export function Layout({ children }: { children: ReactNode }) {
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
      <main id="main" className="container main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>Your source for NRI community events</p>
          <p>© 2025 {headerTitle().replace(' - Community Events', '')}</p>
        </div>
      </footer>
    </div>
  );
}
