import { lazy, Suspense, type ComponentProps } from 'react';

const Panel = lazy(() =>
  import(/* webpackChunkName: "search-results-panel" */ './SearchResultsPanel').then((module) => ({
    default: module.SearchResultsPanel,
  })),
);

/**
 * The search preview (results, ratings, "See all"), loaded the first time a visitor types in a
 * search box: the box is on every page's first bundle, its results need not be.
 */
export function LazySearchResultsPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
