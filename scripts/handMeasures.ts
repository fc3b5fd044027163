/**
 * The catalogue's hand-typed `density` and `pieceGrams` beside what the household measures of the
 * food's USDA SR28 row (or the row its `measures` names) give (householdMeasures.ts): the foods
 * where they differ by more than 30 %, each with why it is kept (KEPT). A hand value wins wherever
 * it is set (lineWeight.ts, the shopping list), so it should stay only where the food as a recipe
 * uses it differs from the SR28 row's measure.
 *
 *   npx tsx scripts/handMeasures.ts          # differences over 30 %
 *   npx tsx scripts/handMeasures.ts --all    # every food with a hand value and an SR28 measure
 */
import { FOODS } from '../server/services/foods/catalogueData';
import { measuresOf } from '../server/services/nutrition/lineWeight';

const THRESHOLD = 0.3;

/**
 * Why a hand value over the threshold is kept, as looked at in issue 35 (2026-11-28). Breadcrumb's
 * 0.3 was dropped then: SR28's dry crumbs (0.46) are right for dried breadcrumbs, and panko, half
 * as heavy by the cup, became a food of its own.
 */
const KEPT: ReadonlyMap<string, string> = new Map([
  ['ciabatta:pieceGrams', 'counted by the loaf; SR28 gives a slice'],
  ['broccoli:pieceGrams', 'counted by the head; SR28 gives a spear'],
  ['cherry tomato:pieceGrams', 'its row is the large tomato; a cherry tomato is about 15 g'],
  ['mozzarella:pieceGrams', 'counted by the 125 g ball; SR28 gives a slice'],
  ['steak:pieceGrams', 'a British steak portion is about 225 g; SR28 weighs a whole large steak'],
  ['biscuit:pieceGrams', 'a British biscuit (digestive, rich tea) is 8-15 g; SR28 gives a small cookie'],
  ['pork sausage:pieceGrams', 'a British sausage is about 60 g; SR28 gives a breakfast link'],
  ['sausage:pieceGrams', 'a British sausage is about 60 g; SR28 gives a breakfast link'],
  ['leek:pieceGrams', 'a leek as sold, before trimming; SR28 weighs the trimmed part'],
  ["za'atar:density", 'a blend with sesame and salt; its row is dried thyme leaves'],
  ['bread roll:pieceGrams', 'a British roll is about 60 g; SR28 gives a 1 oz dinner roll'],
  ['swede:pieceGrams', "a British swede as sold is large (600 g to 1 kg); SR28's medium is 386 g"],
  ['tortilla:pieceGrams', 'a 10-inch wrap as British packs sell; SR28 gives a 6-inch one'],
  ['baguette:pieceGrams', 'counted by the loaf; SR28 gives a slice'],
  ['lemon:pieceGrams', 'a lemon as bought, peel and all; SR28 gives a small peeled one'],
  ['cod:pieceGrams', 'a British fillet portion is about 140 g; SR28 gives a whole fillet'],
  ['white fish:pieceGrams', 'a British fillet portion is about 140 g; SR28 gives a whole fillet'],
  ['sea bream:pieceGrams', 'a British sea bream fillet is about 100 g; SR28 gives a smaller one'],
  ['orange:pieceGrams', 'an orange as bought; SR28 gives a small one (2⅝ inches)'],
  ['panko:density', 'its row (near) is dry breadcrumbs, twice as heavy by the cup'],
  ['naan:pieceGrams', 'a British supermarket naan is about 130 g; SR28 gives a smaller piece'],
  ['watermelon:pieceGrams', 'a whole watermelon; SR28 gives a melon ball'],
  ['ostrich egg:pieceGrams', 'its near row is a goose egg: the stand-in’s size would count it'],
  ['pheasant egg:pieceGrams', 'its near row is a quail egg: the stand-in’s size would count it'],
  ['chilli:pieceGrams', 'a British fresh (finger or bird’s-eye) chilli; SR28’s row is a large green chili'],
  ['radish:pieceGrams', 'a British salad radish; SR28’s medium is under an inch across'],
  ['prawn:pieceGrams', 'British recipes mean king prawns (12-15 g); SR28 gives a medium shrimp'],
  ['aubergine:pieceGrams', 'a British aubergine is about 250 g; SR28 weighs a 1¼ lb eggplant'],
  ['melon:pieceGrams', 'a galia or honeydew melon is about 1 kg; SR28 gives a 5-inch cantaloupe'],
  ['flaked almond:density', 'SR28’s cup is of whole almonds; flakes weigh about 90 g a cup'],
  ['ground almond:density', 'SR28’s cup is of whole almonds; ground ones weigh about 96 g a cup'],
  [
    'garlic:pieceGrams',
    'a British supermarket clove is 4-6 g; SR28’s 3 g is a small one (the bulb of 10 relies on it)',
  ],
  ['agave syrup:density', "SR28's cup (55 g a quarter cup) is below water; its teaspoon (6.9 g) gives 1.4"],
]);
const showAll = process.argv.includes('--all');

interface Row {
  food: string;
  field: 'density' | 'pieceGrams';
  hand: number;
  sr28: number;
  from: string;
  code: string;
}

const rows: Row[] = [];
for (const food of FOODS) {
  // Its USDA row, or for a food linked to IFCT the SR28 row its `measures` names.
  const measures = measuresOf(food);
  const code = food.composition?.table === 'usda' ? food.composition.code : food.measures;
  if (!measures || !code) continue;
  if (food.density !== undefined && measures.densityGPerMl !== undefined)
    rows.push({
      food: food.name,
      field: 'density',
      hand: food.density,
      sr28: measures.densityGPerMl,
      from: measures.densityFrom ?? '',
      code,
    });
  if (food.pieceGrams !== undefined && measures.pieceGrams !== undefined)
    rows.push({
      food: food.name,
      field: 'pieceGrams',
      hand: food.pieceGrams,
      sr28: measures.pieceGrams,
      from: measures.pieceFrom ?? '',
      code,
    });
}

/** How far the hand value is from SR28's, as a share of the larger: symmetric, 0 to 1. */
const gap = (row: Row) => Math.abs(row.hand - row.sr28) / Math.max(row.hand, row.sr28);
const listed = rows.filter((row) => showAll || gap(row) > THRESHOLD).sort((a, b) => gap(b) - gap(a));

const round = (value: number) => Number(value.toPrecision(3));
console.log(`| food | field | hand | SR28 | SR28 measure | row | gap | kept because |`);
console.log(`|---|---|---:|---:|---|---|---:|---|`);
for (const row of listed)
  console.log(
    `| ${row.food} | ${row.field} | ${row.hand} | ${round(row.sr28)} | ${row.from} | ${row.code} | ${Math.round(gap(row) * 100)} % | ${KEPT.get(`${row.food}:${row.field}`) ?? (gap(row) > THRESHOLD ? 'NOT LOOKED AT' : '')} |`,
  );
console.log(
  `\n${listed.length} of ${rows.length} hand values (on foods whose SR28 row has the measure) ${showAll ? 'listed' : `differ by more than ${THRESHOLD * 100} %`}.`,
);
