/** A step's own words, without the number or bullet a page or a paste put before it. */

/** "1.", "2)", "3:", "Step 4 -", "Step 5." at the start of a step. */
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):\-–—]\s*|^step\s*\d{1,3}\b\s*/i;
const BULLET = /^(?:[•◦▪▫■□▢●○‣⁃*·–—-]|&bull;)\s*/;

export function withoutStepNumber(line: string): string {
  return line.replace(STEP_NUMBER, '').trim();
}

export function withoutBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}
