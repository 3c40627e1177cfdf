// First: the CSP nonce for styles added at run time (see the file).
import '@/lib/csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './styles.css';
// First, before any schema parses (see the file).
import '@/lib/zod-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// Rendering the first screen as a transition lets React yield to the browser every few
// milliseconds instead of blocking the main thread for the whole tree (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
