import { useEffect } from 'react';
import { serverContext } from './serverContext';

export const documentTitle = (title: string | undefined) =>
  title ? `${title} · Forkcast` : 'Forkcast — family recipes and weekly meal plans';

/** Sets the page's title as "<title> · Forkcast" (on the server renderer, the HTML's <title>). */
export function useDocumentTitle(title: string | undefined): void {
  // Effects never run on the server: the renderer is told during the render.
  serverContext()?.setTitle(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
