import { ReactNode, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { getOrgToken, listEventPath, useOrgSession } from '../lib/org-auth';
import { trackPageView } from '../lib/insights';
import { productName } from '@sangam/shared';
import { CloseIcon, MenuIcon, PlusIcon } from './icons';

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
      <SiteHeader />
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

/**
 * The header (at most 64 px high): the title, List Event, and the menu of every page. On wide
 * screens the menu is a row of links; on narrower ones it opens from the menu button. A signed-in
 * organizer (a stored token, as the organizer pages read it) sees Dashboard, Add Event and Sign out.
 */
function SiteHeader() {
  const { pathname } = useLocation();
  const session = useOrgSession();
  const signedIn = !!getOrgToken();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => header.current && !header.current.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <header className="site-header" ref={header}>
      <div className="container header-row">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-title">
            <strong>{productName()}</strong> - Community Events
          </span>
        </Link>
        <nav id="site-menu" aria-label="Main" className={`main-nav${open ? ' is-open' : ''}`}>
          <NavLink to="/" end>
            Events
          </NavLink>
          <NavLink to="/festivals">Festivals</NavLink>
          <NavLink to="/submit-organization">Submit Organization</NavLink>
          <NavLink to="/promotion">Promote</NavLink>
          <NavLink to="/contact">Contact</NavLink>
          {signedIn ? (
            <>
              <NavLink to="/org/dashboard">Dashboard</NavLink>
              <NavLink to="/add-event">Add Event</NavLink>
              <button type="button" className="nav-button" onClick={() => void session.logout()}>
                Sign out
              </button>
            </>
          ) : (
            <NavLink to="/org/login">Organizer Login</NavLink>
          )}
        </nav>
        <Link to={listEventPath()} className="btn btn-primary header-list-event" aria-label="List Event">
          <PlusIcon />
          <span className="header-list-event-text">List Event</span>
        </Link>
        <button
          ref={button}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label="Menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
