import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '@/features/toasts/ToastHost';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { theme } from '@/theme/theme';
import { SiteSettingsGate } from './SiteSettingsGate';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
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
