/** At most this many rows come from one paste (a page pasted by mistake does not make thousands). */
export const PASTED_ROWS_MAX = 100;

/**
 * A list marker a copied recipe starts its lines with: a bullet, "1." or "1)", "Step 1:".
 * Anchored and bounded, so it reads each line once. "1.5 cups" and "2 eggs" keep their numbers.
 */
const LIST_MARKER = /^(?:[•·▪◦‣●○■□◆◇✓✔☐*]\s*|[-–—]\s+|\(?\d{1,3}[.)]\s+|step\s*\d{1,3}\s*[:.)–—-]?\s*)/i;

/** Whether a paste holds several lines (and so becomes several rows). */
export const isMultiline = (text: string) => /[\r\n]/.test(text);

/** The rows of a pasted list: one per line, markers stripped, blank lines dropped. */
export function pastedRows(text: string): string[] {
  const rows: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const row = line.trim().replace(LIST_MARKER, '').trim();
    if (row) rows.push(row);
    if (rows.length === PASTED_ROWS_MAX) break;
  }
  return rows;
}
