/**
 * A page's own nutrition figures (schema.org NutritionInformation) as one line a cook reads:
 * "Per serving (1 slice): 420 kcal · protein 12 g · fat 9 g · carbohydrate 60 g".
 */
import { clipped } from './readerText';

interface Nutrient {
  key: string;
  label: string;
  unit: string;
}

const NUTRIENTS: readonly Nutrient[] = [
  { key: 'calories', label: '', unit: 'kcal' },
  { key: 'proteinContent', label: 'protein', unit: 'g' },
  { key: 'fatContent', label: 'fat', unit: 'g' },
  { key: 'saturatedFatContent', label: 'saturated fat', unit: 'g' },
  { key: 'carbohydrateContent', label: 'carbohydrate', unit: 'g' },
  { key: 'sugarContent', label: 'sugar', unit: 'g' },
  { key: 'fiberContent', label: 'fibre', unit: 'g' },
  { key: 'sodiumContent', label: 'sodium', unit: 'mg' },
  { key: 'cholesterolContent', label: 'cholesterol', unit: 'mg' },
];

const UNITS: ReadonlyMap<string, string> = new Map([
  ['g', 'g'],
  ['gr', 'g'],
  ['gram', 'g'],
  ['grams', 'g'],
  ['mg', 'mg'],
  ['milligram', 'mg'],
  ['milligrams', 'mg'],
  ['mcg', 'µg'],
  ['µg', 'µg'],
  ['μg', 'µg'],
  ['kcal', 'kcal'],
  ['cal', 'kcal'],
  ['cals', 'kcal'],
  ['calorie', 'kcal'],
  ['calories', 'kcal'],
  ['kilocalories', 'kcal'],
  ['kj', 'kJ'],
  ['kilojoules', 'kJ'],
]);

const AMOUNT = /^(<\s*)?(\d+(?:[.,]\d+)?)\s*([a-zµμ]+)?/i;
const MAX_FREE_TEXT = 40;
const MAX_SERVING_SIZE = 60;

/** "12 grams" → "12 g"; "420" for calories → "420 kcal"; words kept when they are short. */
function amountText(value: string, defaultUnit: string): string | null {
  const match = AMOUNT.exec(value);
  if (!match) return value.length <= MAX_FREE_TEXT ? value : null;
  const unit = match[3] === undefined ? defaultUnit : (UNITS.get(match[3].toLowerCase()) ?? defaultUnit);
  return `${match[1] ? '< ' : ''}${match[2].replace(',', '.')} ${unit}`;
}

/**
 * The figures as one line, or null when the page gives none. `read` answers a
 * NutritionInformation field's text (already as a reader sees it), or null.
 */
export function nutritionLine(read: (key: string) => string | null): string | null {
  const parts: string[] = [];
  for (const nutrient of NUTRIENTS) {
    const value = read(nutrient.key);
    const amount = value === null ? null : amountText(value, nutrient.unit);
    if (amount !== null) parts.push(nutrient.label === '' ? amount : `${nutrient.label} ${amount}`);
  }
  if (parts.length === 0) return null;
  const servingSize = read('servingSize');
  const per =
    servingSize !== null && servingSize.length <= MAX_SERVING_SIZE
      ? `Per serving (${clipped(servingSize, MAX_SERVING_SIZE)})`
      : 'Per serving';
  return `${per}: ${parts.join(' · ')}`;
}
