import { RECIPE_IMPORT } from '@contract/constants';
import { RECIPE_IMPORT_MESSAGES as M } from '@contract/messages';
import { errorMessage, type ApiError } from '@/api/baseApi';

/** What the cook typed as a web address, with https:// put in front of a bare 'site.com/recipe'. */
export function webAddress(typed: string): string {
  const trimmed = typed.trim();
  return trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Why the typed address cannot be read, in the server's words, or undefined. */
export function addressProblem(typed: string): string | undefined {
  const address = webAddress(typed);
  if (address === '') return M.urlRequired;
  if (address.length > RECIPE_IMPORT.urlMaxLength) return M.urlTooLong;
  try {
    const url = new URL(address);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return M.urlInvalid;
  } catch {
    return M.urlInvalid;
  }
  return undefined;
}

/** Why the pasted text cannot be read, or undefined. */
export function pastedTextProblem(text: string): string | undefined {
  if (text.trim() === '') return M.textRequired;
  if (text.length > RECIPE_IMPORT.textMaxLength) return M.textTooLong;
  return undefined;
}

/**
 * The message to show for a failed import, under the field that was sent: the server's field
 * message (422), else its message (502/504 offer the bookmarklet or pasting). A body refused as
 * too large (413) is said in the importer's words, whatever the server's generic text is.
 */
export function importFailure(error: unknown, fields: readonly ('url' | 'text' | 'html')[]): string {
  const apiError = (error ?? {}) as Partial<ApiError>;
  if (apiError.status === 413) return fields.includes('text') ? M.textTooLong : M.pageTooLarge;
  for (const field of fields) {
    const message = apiError.errors?.[field]?.[0];
    if (message) return message;
  }
  return errorMessage(error);
}
