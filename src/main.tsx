import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { store } from '@/app/bootStore';
import { router } from '@/app/bootRouter';

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a phone stays responsive while the page builds).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
});
