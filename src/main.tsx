import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { preloadRouteData } from '@/app/preloadRouteData';

const store = makeStore();
preloadRouteData(window.location.pathname, store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
