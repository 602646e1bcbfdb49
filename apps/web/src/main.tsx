import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { reloadWhenBuildIsStale } from '@/lib/stale-build';
import './index.css';

const router = createAppRouter();
reloadWhenBuildIsStale(() => {
  const pending = router.state.navigation.location;
  return pending ? router.createHref(pending) : null;
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
