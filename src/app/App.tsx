import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '@/store/ToastHost';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { theme } from '@/theme/theme';
import { SiteSettingsGate } from './SiteSettingsGate';
import type { AppStore } from './store';

/** The providers around every page; `children` is the router (the browser's, or the server renderer's static one). */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SiteSettingsGate>{children}</SiteSettingsGate>
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
