import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageOf } from './app/lazy-pages';
import '@fontsource-variable/inter';
import './styles.css';

// The page's code downloads while the session is checked, not after: a signed-in screen shows sooner.
preloadPageOf(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
