import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import './styles.css';

// The page's own route module is fetched before the first render (the server's HTML also asks for
// it with a modulepreload), so the page renders in one go instead of a fallback followed by the page.
// The render is a transition: React works in short slices and the main thread stays responsive
// while the page is built (no long task for the first render).
void preloadRoute(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
