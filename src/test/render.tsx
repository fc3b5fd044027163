import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore, type StoreOptions } from '@/app/store';
import { theme } from '@/theme/theme';

export interface RenderOptions extends StoreOptions {
  /** Where the memory router starts. */
  route?: string;
  /** Route path the element is mounted at (for useParams), default '*'. */
  path?: string;
  /** Extra routes (e.g. redirect targets) to assert navigation. */
  routes?: RouteObject[];
  store?: AppStore;
}

/** Renders through a real store, theme and router: what the app itself does. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const reloads: number[] = [];
  const store =
    options.store ??
    makeStore({
      preloadedState: options.preloadedState,
      reloadPage: options.reloadPage ?? (() => reloads.push(Date.now())),
    });
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </Provider>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...result, store, router, reloads };
}
