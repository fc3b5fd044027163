/**
 * How long a run of amount characters may be before it stops being an amount. parse-ingredient
 * finds a line's amount by trying every prefix of its leading run of amount characters (digits,
 * vulgar fractions, and the spaces, dots, slashes and dashes that join them), longest first,
 * each with a parse of its own: time quadratic in the run. 180 lines of `⅓⅔¼¾…` took 7–10 s in
 * one request (issue 33). No amount a cook writes ("1 1/2–2 3/4", "1,000,000") comes near
 * AMOUNT_RUN_MAX characters, so a line with a longer run is read as text without an amount, and
 * the library never sees it: every line is read in time linear in its length.
 */

/** What numeric-quantity reads as a digit: decimal digits of any script, vulgar fractions, super- and subscripts. */
const NUMERIC = '\\p{Nd}\u00bc-\u00be\u2150-\u215f\u2189\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089';
/** What the library lets an amount run on with: its `nonQuantityCharRegExp`, inverted. */
const JOINING = '\\s.,_/+\u2044eE\\-';

export const AMOUNT_RUN_MAX = 32;

/** A run that starts with a digit and goes on for more than AMOUNT_RUN_MAX characters. */
const LONG_RUN = new RegExp(`[${NUMERIC}][${NUMERIC}${JOINING}]{${AMOUNT_RUN_MAX}}`, 'u');

/** Whether `text` holds a run of amount characters too long to be an amount (linear: each try reads at most AMOUNT_RUN_MAX + 1 characters). */
export const hasOverlongAmountRun = (text: string): boolean => LONG_RUN.test(text);
