import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '@/features/toasts/ToastHost';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { theme } from '@/theme/theme';
import { createAppRouter } from './router';
import { SiteSettingsGate } from './SiteSettingsGate';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SiteSettingsGate>
          <RouterProvider router={router} />
        </SiteSettingsGate>
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
