import { lazy, Suspense } from 'react';

const SubscribeForm = lazy(() =>
  import(/* webpackChunkName: "subscribe-block" */ './SubscribeBlock').then((module) => ({
    default: module.SubscribeBlock,
  })),
);

/**
 * The subscribe form sits near the bottom of the home and blog pages; it is loaded on its own
 * so that formik and yup (~23 KB gzipped) are not on those pages' critical path. Its own
 * Suspense boundary keeps the page around it rendering meanwhile.
 */
export function SubscribeBlock() {
  return (
    <Suspense fallback={null}>
      <SubscribeForm />
    </Suspense>
  );
}
