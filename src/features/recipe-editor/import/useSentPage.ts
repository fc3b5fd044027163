import { useEffect, useRef } from 'react';
import { PAGE_RECEIVED, sentPage, type SentPage } from './bookmarklet';

/**
 * While `listening`, takes the first page the bookmarklet posts to this window and answers
 * every copy of it (the bookmarklet repeats itself until it hears back). The recipe site may be
 * any site, so any origin is heard; only the message's checked strings are used.
 */
export function useSentPage(listening: boolean, onPage: (page: SentPage) => void) {
  const latestOnPage = useRef(onPage);
  useEffect(() => {
    latestOnPage.current = onPage;
  });

  useEffect(() => {
    if (!listening) return;
    let taken = false;
    const onMessage = (event: MessageEvent) => {
      const page = sentPage(event.data);
      if (!page) return;
      // The answer carries nothing but its name, so it may go to whatever origin the sender has
      // (a local file's is 'null', which no target origin other than '*' reaches).
      event.source?.postMessage(PAGE_RECEIVED, { targetOrigin: '*' });
      if (taken) return;
      taken = true;
      latestOnPage.current(page);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [listening]);
}
