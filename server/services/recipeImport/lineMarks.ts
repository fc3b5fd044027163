/**
 * The marks around a recipe's lines that are not its words: step numbers, bullets, group names
 * ("For the sauce:", "Crust"), a recipe card's scaling buttons ("1x2x3x"), and several numbered
 * steps run together on one line ("1. Mix. 2. Bake.").
 */

/** "1.", "2)", "3:", "Step 4 -", "Step 5." at the start of a step. */
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):\-–—]\s*|^step\s*\d{1,3}\b\s*/i;
/** "1. Mix", "2) Fry", "Step 3": a line that starts with its step's number. */
const NUMBERED = /^(?:step\s*\d{1,3}\b|\d{1,3}\s*[.)]\s+\S)/i;
/** A step's number alone on its line ("1", "Step 2", "3."). */
const BARE_STEP_NUMBER = /^(?:step\s*)?\d{1,3}[.):]?$/i;
const BULLET = /^(?:[•◦▪▫■□▢●○‣⁃*·–—-]|&bull;)\s*/;
/** "For the sauce:": short, not an amount, ending in a colon. */
const COLON_GROUP_NAME = /^[^\d].{0,58}:$/;
/** "1x2x3x": a recipe card's buttons that scale it, copied with it. */
const SCALER = /^(?:\d\s*x\s*){2,}$/i;
const GROUP_PREFIX = /^(?:for\s+(?:the\s+)?|to\s+)/i;
const FIRST_STEP = /^(?:step\s*)?1\s*[.)]\s+/i;
const MAX_STEPS_ON_ONE_LINE = 100;

/** Names a recipe gives its groups of ingredients, on a line of their own. */
const GROUP_WORDS: ReadonlySet<string> = new Set([
  'crust',
  'pastry',
  'base',
  'filling',
  'topping',
  'toppings',
  'sauce',
  'dressing',
  'marinade',
  'glaze',
  'frosting',
  'icing',
  'batter',
  'dough',
  'garnish',
  'serve',
  'serving',
  'assemble',
  'assembly',
  'syrup',
  'streusel',
  'crumble',
  'meringue',
  'ganache',
  'buttercream',
  'seasoning',
  'spice mix',
  'spice rub',
  'rub',
  'salad',
  'cake',
  'cookies',
]);

export function withoutStepNumber(line: string): string {
  return line.replace(STEP_NUMBER, '').trim();
}

export function withoutBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

export function hasStepNumber(line: string): boolean {
  return NUMBERED.test(line);
}

export function isBareStepNumber(line: string): boolean {
  return BARE_STEP_NUMBER.test(line);
}

/** A group's name rather than an ingredient or a step: "For the filling:", or (ingredients) "Crust". */
export function isGroupName(line: string, part: 'ingredients' | 'instructions'): boolean {
  if (COLON_GROUP_NAME.test(line)) return true;
  if (part === 'instructions' || /\d/.test(line)) return false;
  return GROUP_WORDS.has(line.replace(GROUP_PREFIX, '').replace(/:$/, '').trim().toLowerCase());
}

export function isScaler(line: string): boolean {
  return SCALER.test(line);
}

const SENTENCE_END = /[.!?)"'”]/;

/** Where step `step` starts after `from`: its number, right after the end of a sentence. */
function nextMarker(line: string, step: number, from: number): number {
  let best = -1;
  for (const marker of [` ${step}. `, ` ${step}) `, ` Step ${step} `, ` step ${step} `]) {
    let position = line.indexOf(marker, from);
    while (position >= 0 && !SENTENCE_END.test(line.charAt(position - 1))) {
      position = line.indexOf(marker, position + 1);
    }
    if (position >= 0 && (best < 0 || position < best)) best = position;
  }
  return best;
}

/** "1. Mix. 2. Bake. 3. Serve." as three lines; any other line as itself. */
export function splitNumberedSteps(line: string): string[] {
  if (!FIRST_STEP.test(line)) return [line];
  const steps: string[] = [];
  let start = 0;
  for (let step = 2; step <= MAX_STEPS_ON_ONE_LINE; step += 1) {
    const marker = nextMarker(line, step, start);
    if (marker < 0) break;
    steps.push(line.slice(start, marker).trim());
    start = marker + 1;
  }
  steps.push(line.slice(start).trim());
  return steps;
}

/** A line of steps as the steps a cook reads: run-together steps apart, numbers and bullets off. */
export function stepsOfLine(line: string): string[] {
  return splitNumberedSteps(withoutBullet(line))
    .map(withoutStepNumber)
    .filter((step) => step !== '' && !isBareStepNumber(step));
}
