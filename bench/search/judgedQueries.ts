/**
 * The judged query set of issue 16 ("Search that finds what a parent means"): what a parent types,
 * and which demo recipes must and must not come up. Scored by judge.ts (precision@5 over the
 * search box, recall over every page of the list filter, look-alikes anywhere) through
 * `npm run bench:search-quality`.
 *
 * Written before tuning (2026-11-25), judged from the demo seed (server/seed/recipes/*.ts and
 * catalogData.ts) by reading each recipe's name, library, category, tags, ingredients and age
 * group — never from what search answers. Judgements:
 * - a diet → every recipe of that library; a category → every recipe of it; a tag → every recipe
 *   carrying it; an age group → every recipe of it;
 * - an ingredient → every recipe with that food in its name or ingredients ("olive" finds olive oil);
 * - a kind of food → every recipe with a member of it in its ingredients (fish → salmon, cod, …);
 * - a typo → what the correct word finds; a two-word query → the recipes matching both meanings;
 * - a recipe that a parent might accept but not expect is in neither list (see the notes).
 *
 * Issue 37 ("Search a parent can finish", 2026-11-27) added the kinds free-from, diet-dish, time,
 * leftovers and no-exact-match, judged the same way from the seed (never from search's answers):
 * - free-from ("peanut free", "snacks without nuts") → the recipes matching the other words whose
 *   ingredient lines hold none of the allergen (butter, cheese, yoghurt, milk, cream → milk; flour,
 *   bread, pasta, oats, soy sauce → gluten; houmous, tahini → sesame; …); every recipe holding it
 *   that matches the words in mustNotAppear; a recipe whose line may or may not be read as the
 *   allergen ("milk of your choice", a stock cube, curry paste) in neither list;
 * - diet-dish ("vegetarian curry", "kosher dinner") → the dish's recipes that suit the diet by their
 *   ingredient lines or are filed in the diet's library ("keto" is the Keto library);
 * - time ("quick dinner", "under 20 minutes") → total time, preparation + cooking, within the limit;
 *   "quick" is 30 minutes (SEARCH_QUICK_MINUTES); for "quick", a recipe a few minutes over is in
 *   neither list;
 * - leftovers ("leftover rice", "with sweet potato") → recipes with the food itself (or a member of
 *   the kind) in an ingredient line, not foods merely made with it (rice noodles, rice cakes);
 * - no-exact-match ("vegetarian lasagne") → `relevant` is what a parent would accept among the
 *   results (usually nothing), and `closest` the recipes the closest searches (`meta.closest`) must
 *   find: the dish without the filters, or the diet's dishes of the same kind.
 * The issue changed the meaning of a few older queries ('quick', 'gluten free', 'dairy free',
 * 'vegetarian', 'vegan', 'quick breakfast', 'quick lunch'): re-judged with a note saying so.
 *
 * To extend it: add a query of the right kind, read the seed for every recipe it means (names
 * copied exactly, curly apostrophe in "Shepherd’s Pie" included), list look-alikes that share
 * letters but not meaning in mustNotAppear, and add a note where the judgement is not obvious.
 * Judge before running the bench, not after; a change of the demo seed means re-reading the
 * queries it touches.
 *
 * The queries are data, in judgedQueries.jsonl beside this file: one JudgedQuery a line, in the
 * order they were written (issue 16's kinds, then issue 37's free-from, diet-dish, time,
 * leftovers and no-exact-match). Long lists are written out name by name, from these groups of the
 * demo as judged from the seed on 2026-11-27:
 * - peanuts in the lines: the oats, the rice cake stacks, the satay rolls; "may contain" peanuts
 *   (issue 35: chocolate and granola labels): the brownies, the protein bowl, the chilli, the mug
 *   cake, and tree nuts the chilli and the mug cake. A parent of an allergic child avoids "may
 *   contain", so those are in neither list of "peanut free" and "nut free";
 * - tree nuts in the lines: almond milk, pistachios, ground almonds, almond butter, hazelnuts, walnuts;
 * - meat or fish in the lines (anchovy, fish sauce and prawns included): never vegetarian;
 * - vegan: no meat, fish, dairy, egg or honey in the lines;
 * - total time (preparation + cooking) of 20 minutes or less, and of 21–30 minutes (both are
 *   "quick", 30 minutes);
 * - where a list is every demo recipe but some of these groups (what "peanut free" and "nut free"
 *   find; what "vegan" and "under 20 minutes" must not show), it is DEMO_RECIPES without them.
 */
import path from 'node:path';
import { asRecord, isText, must, onlyFields, readJsonLines } from '../lib/jsonLines';

/** The kinds of query, for the per-kind figures. */
export const QUERY_KINDS = [
  'name',
  'diet',
  'category',
  'tag',
  'ingredient',
  'food-kind',
  'typo',
  'two-words',
  'spelling',
  'age-group',
  'nonsense',
  'free-from',
  'diet-dish',
  'time',
  'leftovers',
  'no-exact-match',
] as const;

/** One judged query: what a parent types, and the demo recipes (by exact recipe name) that must and must not appear. */
export interface JudgedQuery {
  query: string;
  /** What kind of query, for the per-kind figures: */
  kind: (typeof QUERY_KINDS)[number];
  /** Every demo recipe a parent would expect (recall is measured over these). Empty for nonsense. */
  relevant: string[];
  /** Look-alikes that must not appear at all (e.g. 'Chicken Souvlaki Traybake' for 'soup'). */
  mustNotAppear: string[];
  /**
   * For a query with no exact match (issue 37's "no dead ends"): demo recipes that the closest
   * searches the list answer offers (`meta.closest`) must find between them.
   */
  closest?: string[];
  /** Optional one-line why, where the judgement is not obvious. */
  note?: string;
}

/** Every demo recipe when this set was last judged (2026-11-27), in the seed's order. */
export const DEMO_RECIPES: readonly string[] = [
  'Spinach and Feta Breakfast Muffins',
  'Halloumi and Roasted Pepper Wraps',
  'Spaghetti Pomodoro with Fresh Basil',
  'Cheesy Leek and Potato Gratin',
  'Crispy Baked Cheese Straws',
  'Lemon Ricotta Pancakes with Berries',
  'Mango Lassi',
  'Peanut Butter Banana Overnight Oats',
  'Rainbow Falafel Lunch Bowls',
  'Sweet Potato and Chickpea Curry',
  'Smoky Black Bean Tacos',
  'Crunchy Roasted Chickpeas',
  'Dark Chocolate Avocado Mousse',
  'Green Glow Smoothie',
  'Bacon and Cheddar Egg Bites',
  'Chicken Caesar Lettuce Cups',
  'Garlic Butter Steak with Green Beans',
  'Creamy Tuscan Salmon',
  'Everything Bagel Cheese Crisps',
  'Raspberry Cheesecake Fat Bombs',
  'Iced Vanilla Almond Latte',
  'Shakshuka with Warm Pitta',
  'Greek Salad with Herby Chickpeas',
  'Lemon and Herb Baked Cod',
  'Chicken Souvlaki Traybake',
  'Whipped Feta Dip with Crudités',
  'Honey Yoghurt with Figs and Pistachios',
  'Fresh Mint Lemonade',
  'Banana Oat Blender Pancakes',
  'Chicken and Rice Noodle Soup',
  'Shepherd’s Pie with Sweet Potato Mash',
  'Crispy Polenta Fish Fingers',
  'Rice Cake Stacks Three Ways',
  'Flourless Chocolate Brownies',
  'Golden Turmeric Milk',
  'Greek Yoghurt Protein Bowl',
  'Turkey and Quinoa Stuffed Peppers',
  'Sticky Honey Garlic Chicken Thighs',
  'Beef and Black Bean Chilli',
  'Edamame with Chilli and Sea Salt',
  'Chocolate Protein Mug Cake',
  'Strawberry Protein Shake',
  'Coconut Chia Pudding with Mango',
  'Chicken Satay Rice Paper Rolls',
  'Thai Green Prawn Curry',
  'One-Pan Sausage and Apple Traybake',
  'Apple Slices with Almond Butter Dip',
  'Banana Nice Cream Sundaes',
  'Iced Matcha Oat Latte',
  'Savoury Mushroom and Chive Omelette',
  'Lentil and Roasted Vegetable Soup',
  'Herb-Crusted Pork Tenderloin with Greens',
  'Turkey Meatballs in Tomato Sauce',
  'Cucumber Hummus Bites',
  'Baked Cinnamon Apples with Walnuts',
  'Sparkling Berry and Cucumber Water',
];

const DEMO_RECIPE_NAMES: ReadonlySet<string> = new Set(DEMO_RECIPES);
const KINDS: ReadonlySet<string> = new Set(QUERY_KINDS);

/** A list of demo recipe names, or throws naming the field and the first name the demo lacks. */
function demoNames(field: string, value: unknown): void {
  must(Array.isArray(value), `${field} must be a list of recipe names`);
  const unknown = (value as unknown[]).find((name) => typeof name !== 'string' || !DEMO_RECIPE_NAMES.has(name));
  must(unknown === undefined, `${field}: ${JSON.stringify(unknown)} is not a demo recipe`);
}

/** A row of judgedQueries.jsonl, checked field by field. */
function judgedQuery(value: unknown): JudgedQuery {
  const row = asRecord(value);
  onlyFields(row, ['query', 'kind', 'relevant', 'mustNotAppear', 'closest', 'note']);
  must(isText(row.query), 'query must be text');
  must(KINDS.has(row.kind as string), `unknown kind ${String(row.kind)}`);
  demoNames('relevant', row.relevant);
  demoNames('mustNotAppear', row.mustNotAppear);
  if (row.closest !== undefined) demoNames('closest', row.closest);
  must(row.note === undefined || isText(row.note), 'note must be text');
  return row as unknown as JudgedQuery;
}

export const JUDGED_QUERIES: JudgedQuery[] = readJsonLines(path.join(__dirname, 'judgedQueries.jsonl'), judgedQuery);
