import { useState } from 'react';

export const CODE_COPIED = 'Code copied';
export const LINK_COPIED = 'Link copied';
export const CODE_NOT_COPIED = 'Couldn’t copy it here: select it and copy it yourself.';

/**
 * Copies a code or its link to the clipboard, and what to say about it: that it was copied or,
 * where the browser refuses (no clipboard, an insecure page), how to copy it by hand. What it says
 * belongs to the code copied (`code`): a new code starts with nothing said.
 */
export function useCopyCode(code: string) {
  const [said, setSaid] = useState<{ code: string; note: string }>();
  const copy = async (text: string = code, done: string = CODE_COPIED) => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid({ code, note: done });
    } catch {
      setSaid({ code, note: CODE_NOT_COPIED });
    }
  };
  return { copy, note: said?.code === code ? said.note : '' };
}
