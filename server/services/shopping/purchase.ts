/**
 * Buying a food the way a shop sells it (the catalogue's `purchase`): what the recipes need,
 * in whatever unit each wrote it, turned into whole packs: "83 ml double cream" is one 150 ml
 * pot, "1 tin" + "400 g" + "1 cup" of chopped tomatoes are tins, "1 handful" + "20 g" of basil a
 * bunch.
 */
import pluralize from 'pluralize';
import { formatAmount, roundForKitchen, tidyAmount, toBaseAmount } from '../../../contract/quantities';
import { measuresOf } from '../nutrition/lineWeight';
import { LOOSE_FORMS, type Food, type PurchaseForm, type PurchaseSize } from '../foods/types';

/** Grams per millilitre: the catalogue's, else its SR28 measures' cup or spoon (lineWeight.ts measuresOf). */
export function densityOf(food: Food): number | undefined {
  return food.density || measuresOf(food)?.densityGPerMl;
}

/** Units a line counts containers in: "2 tins", "1 jar", "1 pack" (bags, boxes, cartons, tubs read as packs). */
const CONTAINER_UNITS: ReadonlySet<string> = new Set(['tin', 'jar', 'pack']);

/** "Dried chickpeas", "dry beans": not the tinned food a tin's drained weight describes. */
const DRY = /\b(?:dried|dry|uncooked)\b/i;

/** A tin's size in the line's note ("400 g"), in grams or millilitres. */
function noteSize(note: string | null): { value: number; unit: 'g' | 'ml' } | null {
  if (!note) return null;
  for (const part of note.split(';')) {
    const size = /^\s*(\d+(?:\.\d+)?)\s*(g|kg|ml|l)\s*$/i.exec(part);
    const base = size ? toBaseAmount(Number(size[1]), size[2].toLowerCase()) : null;
    if (base && base.value > 0) return base;
  }
  return null;
}

/** `value` grams or millilitres in the form's unit, through the food's density and piece weight. */
function measuredInForm(value: number, unit: 'g' | 'ml', food: Food, form: PurchaseForm): number | null {
  if (form.unit === unit) return value;
  const density = densityOf(food);
  if (form.unit === 'g') return density ? value * density : null;
  if (form.unit === 'ml') return density ? value / density : null;
  const grams = unit === 'g' ? value : density ? value * density : null;
  return grams !== null && food.pieceGrams ? grams / food.pieceGrams : null;
}

export interface LineAmount {
  value: number;
  unit: string | null;
  line: string;
  note: string | null;
}

/** How one pack's worth is read from a line: in packs already, or in the form's unit. */
export interface InForm {
  /** The amount in the form's unit (g, ml or pieces), as the tin-equivalent for drained foods. */
  value: number;
  /** The line counted packs ("1 tin", "2 x 400 g tins", "a bunch"): nothing to say beside the packs. */
  inPacks: boolean;
}

/**
 * One line's amount in the form's unit (grams, millilitres or pieces of the pack's content), or
 * null when it does not convert (a sprig of a herb sold by the bunch with no sprig weight).
 */
export function lineInForm(amount: LineAmount, food: Food, form: PurchaseForm): InForm | null {
  const { value, unit } = amount;
  if (form.drained && DRY.test(amount.line)) return null;
  // Packs of the form itself, or a container the line may give the size of ("2 x 400 g tins").
  if (unit !== null && (unit === form.form || CONTAINER_UNITS.has(unit))) {
    const size = noteSize(amount.note);
    const each = size ? measuredInForm(size.value, size.unit, food, form) : form.size;
    return each === null ? null : { value: value * each, inPacks: true };
  }
  const per = form.per && Object.hasOwn(form.per, unit ?? 'piece') ? form.per[unit ?? 'piece'] : undefined;
  if (per !== undefined) return { value: value * per, inPacks: false };
  if (unit === null || unit === 'piece') {
    if (form.unit === 'piece') return { value, inPacks: false };
    // A counted food by its piece weight ("1 ball mozzarella"); a food never counted is counted
    // in packs: "1 pot yoghurt", "1 tin/400 ml coconut milk".
    if (food.pieceGrams) {
      const grams = measuredInForm(value * food.pieceGrams, 'g', food, form);
      return grams === null ? null : { value: grams, inPacks: false };
    }
    return { value: value * form.size, inPacks: true };
  }
  const base = toBaseAmount(value, unit);
  if (!base) return null;
  const inForm = measuredInForm(base.value, base.unit, food, form);
  if (inForm === null) return null;
  if (form.drained && form.unit === 'g') {
    // Whole tins by weight ("400 g tinned chickpeas, drained") are tins; any other weight is of
    // the drained food ("240 g chickpeas"), a tin holding `drained` of it.
    const tins = Math.round(inForm / form.size);
    if (tins >= 1 && Math.abs(inForm - tins * form.size) <= 0.02 * form.size) return { value: inForm, inPacks: false };
    return { value: (inForm * form.size) / form.drained, inPacks: false };
  }
  return { value: inForm, inPacks: false };
}

export interface PackChoice {
  size: PurchaseSize;
  count: number;
}

/** A hair over whole packs, from scaling portions (2.02 tins), buys no more. */
const HAIR = 0.02;

/**
 * The packs to buy for `need` (in the form's unit): whole packs of at most two of its sizes,
 * wasting least, then the fewest packs. 400 ml of cream in 150 and 300 ml pots: 300 + 150.
 */
export function choosePacks(need: number, form: PurchaseForm): PackChoice[] {
  const sizes = [form, ...(form.others ?? [])].sort((a, b) => b.size - a.size);
  const wanted = Math.max(need - HAIR * form.size, Number.MIN_VALUE);
  let best: { total: number; packs: number; choice: PackChoice[] } | null = null;
  const consider = (choice: PackChoice[]) => {
    const kept = choice.filter((part) => part.count > 0);
    const total = kept.reduce((sum, part) => sum + part.count * part.size.size, 0);
    const packs = kept.reduce((sum, part) => sum + part.count, 0);
    if (total < wanted || kept.length === 0) return;
    if (!best || total < best.total - 1e-9 || (Math.abs(total - best.total) <= 1e-9 && packs < best.packs))
      best = { total, packs, choice: kept };
  };
  for (const big of sizes) {
    const most = Math.ceil(wanted / big.size);
    consider([{ size: big, count: most }]);
    // Mixed with a smaller size, unless the need is many packs (a party's 40 tins): no search.
    if (most > 24) continue;
    for (const small of sizes) {
      if (small.size >= big.size) continue;
      for (let count = 0; count < most; count += 1) {
        consider([
          { size: big, count },
          { size: small, count: Math.ceil((wanted - count * big.size) / small.size) },
        ]);
      }
    }
  }
  return (best as { choice: PackChoice[] } | null)?.choice ?? [{ size: form, count: 1 }];
}

const plural = (word: string, count: number) => (count > 1 ? pluralize.plural(word) : word);

/** A pack's size as its label reads: "400 g", "1.5 kg", "2 pints". */
export function sizeText(size: PurchaseSize, form: PurchaseForm): string {
  if (size.label) return size.label;
  if (form.unit === 'piece') return String(size.size);
  // The label's own number, unrounded: a 198 g tin is not a 200 g one.
  const tidy = tidyAmount(size.size, form.unit);
  return formatAmount({ quantity: tidy.value, quantity2: null, unit: tidy.unit });
}

/**
 * What to buy, as a shopper reads it: "1 pot double cream (150 ml)", "2 tins chopped tomatoes
 * (400 g each)", "2 pots double cream (300 ml + 150 ml)", "1 box of 6 eggs", "1 bunch basil".
 * `words` is the food as the list names it; `pieces` its plural ("eggs").
 */
export function buyText(choice: readonly PackChoice[], form: PurchaseForm, words: string, pieces: string): string {
  const count = choice.reduce((sum, part) => sum + part.count, 0);
  const forms = plural(form.form, count);
  if (LOOSE_FORMS.has(form.form)) return `${count} ${forms} ${words}`;
  if (form.unit === 'piece') {
    if (choice.length === 1) return `${count} ${forms} of ${sizeText(choice[0].size, form)} ${pieces}`;
    return `${count} ${forms} of ${pieces} (${choice.map((part) => partText(part, form)).join(' + ')})`;
  }
  if (choice.length === 1) {
    const each = count > 1 ? ' each' : '';
    return `${count} ${forms} ${words} (${sizeText(choice[0].size, form)}${each})`;
  }
  return `${count} ${forms} ${words} (${choice.map((part) => partText(part, form)).join(' + ')})`;
}

/** One size of a mixed choice: "300 ml", "2 × 150 ml". */
const partText = (part: PackChoice, form: PurchaseForm) =>
  `${part.count > 1 ? `${part.count} × ` : ''}${sizeText(part.size, form)}`;

/** The need in the form's unit, as a cook reads it: "83 ml", "1.2 kg". */
export function needText(need: number, form: PurchaseForm): string {
  const tidy = tidyAmount(need, form.unit === 'piece' ? null : form.unit);
  return formatAmount({ quantity: roundForKitchen(tidy.value, tidy.unit), quantity2: null, unit: tidy.unit });
}
