import { useState } from 'react';

export const CODE_COPIED = 'Code copied';
export const CODE_NOT_COPIED = 'Couldn’t copy it here: select the code and copy it yourself.';

/**
 * Copies a code to the clipboard, and what to say about it: that it was copied or, where the
 * browser refuses (no clipboard, an insecure page), how to copy it by hand. What it says belongs
 * to the code copied: a new code starts with nothing said.
 */
export function useCopyCode(code: string) {
  const [said, setSaid] = useState<{ code: string; note: string }>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid({ code, note: CODE_COPIED });
    } catch {
      setSaid({ code, note: CODE_NOT_COPIED });
    }
  };
  return { copy, note: said?.code === code ? said.note : '' };
}
