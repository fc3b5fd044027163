import { useEffect, type ReactNode } from 'react';
import { useGetSiteSettingsQuery } from '@/api/cms';
import { PageSpinner } from '@/components/Spinner';
import { mediaUrl } from '@/lib/host';
import { useDeferredResult } from '@/lib/useDeferredResult';

/**
 * SPEC.md §2: a full-screen spinner while site settings load; the favicon from site
 * settings becomes the page icon. A failure is only logged and the app carries on.
 */
export function SiteSettingsGate({ children }: { children: ReactNode }) {
  // Deferred: the switch from the spinner to the whole app is built without blocking the page.
  const { data, isLoading, error } = useDeferredResult(useGetSiteSettingsQuery());

  useEffect(() => {
    if (error) console.warn('Site settings could not be loaded', error);
  }, [error]);

  useEffect(() => {
    if (!data?.favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = mediaUrl(data.favicon);
  }, [data?.favicon]);

  if (isLoading) return <PageSpinner fullScreen label="Loading Forkcast" />;
  return <>{children}</>;
}
