import { useEffect } from 'react';

/** Sets the page's title as "<title> · Forkcast". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Forkcast` : 'Forkcast — family recipes and weekly meal plans';
  }, [title]);
}
