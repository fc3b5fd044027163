import { serverAnswersArrived } from '@/api/baseApi';
import { rememberSignedIn } from '@/lib/signedInCookie';
import { preloadRouteData } from './preloadRouteData';
import { readServerAnswers } from './serverRendered';
import { makeStore } from './store';

/**
 * Entry point one of three (webpack.config.ts): the store, and the first page's data. As an
 * entry of its own it runs in its own task, before the router (bootRouter.ts) and React's first
 * render (main.tsx): a phone's main thread is never held for all three at once.
 *
 * A public page comes rendered by the server for a signed-out visitor, with the answers it was
 * built from: those go into the cache and React hydrates the markup. Signed-in visitors (whose
 * pages differ) and pages without markup start from scratch and request their data now.
 */
export const store = makeStore();
const signedIn = store.getState().auth.token !== null;
// A session kept from before the cookie existed, or a cookie outliving its session.
rememberSignedIn(signedIn);
const serverAnswers = signedIn ? null : readServerAnswers();
export const hydrating = serverAnswers !== null;
if (serverAnswers) store.dispatch(serverAnswersArrived(serverAnswers));
else preloadRouteData(window.location.pathname, store);
