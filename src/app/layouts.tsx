import { lazy, Suspense } from 'react';
import { OfflineNote } from '@/components/OfflineNote';
import { useAppSelector } from '@/store/hooks';
import { selectOldestCachedAt } from '@/store/offlineSlice';
import { SearchBox, SearchOverlay } from '@/features/search';
import { DashboardLayout } from '@/layouts/DashboardLayout';
import { MainLayout } from '@/layouts/MainLayout';

/**
 * Shown only with a session, and never on a server-rendered page: loaded on demand, so a
 * signed-out visitor's first bundle does not carry it. The placeholder keeps the avatar
 * button's box (40 px avatar, 2 px padding, 2 px border) so the bar does not shift.
 */
const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ './AccountMenu'));

function LazyAccountMenu() {
  return (
    <Suspense fallback={<span aria-hidden="true" style={{ display: 'inline-block', width: 48, height: 48 }} />}>
      <AccountMenu />
    </Suspense>
  );
}

/** "Offline — last updated 10:42" over either shell (docs/decisions.md, "Issue 39: the offline app"). */
function OfflineStatus() {
  return <OfflineNote cachedAt={useAppSelector(selectOldestCachedAt)} />;
}

/** Layouts never import a feature: here the features' pieces go into their slots. */
export function SiteLayout() {
  return (
    <>
      <MainLayout searchBox={<SearchBox />} searchButton={<SearchOverlay />} accountMenu={<LazyAccountMenu />} />
      <OfflineStatus />
    </>
  );
}

export function DashboardShell() {
  return (
    <>
      <DashboardLayout searchButton={<SearchOverlay />} accountMenu={<LazyAccountMenu />} />
      <OfflineStatus />
    </>
  );
}
