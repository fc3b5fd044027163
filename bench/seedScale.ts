/**
 * Seeds N synthetic recipes straight into PostgreSQL with set-based SQL (generate_series),
 * so 100,000 recipes take seconds. Used by bench:api and the at-scale browser benchmark.
 * recipes.search_vector is a generated column: it is computed from the search_* columns as rows
 * go in (labels: diet and category; foods: two catalogue ingredients, as words and keys, with
 * the current document version, so the server does not rebuild them), and the trigger
 * recipes_search_words fills search_words.
 */
import { Client } from 'pg';
import { buildSearchDocument, SEARCH_DOCUMENT_VERSION } from '../server/services/recipes/searchDocument';

/** The vocabulary of the synthetic recipes' names and ingredients (bench:api searches with it). */
export const SCALE_WORDS = {
  adjectives: [
    'Creamy',
    'Spicy',
    'Smoky',
    'Zesty',
    'Crispy',
    'Herby',
    'Golden',
    'Rustic',
    'Sticky',
    'Fresh',
    'Hearty',
    'Roasted',
  ],
  dishes: [
    'Spaghetti',
    'Lentil Soup',
    'Chickpea Curry',
    'Salmon Bowl',
    'Pancakes',
    'Granola',
    'Risotto',
    'Tacos',
    'Frittata',
    'Stir-Fry',
    'Flatbread',
    'Smoothie',
    'Porridge',
    'Burrito',
    'Noodles',
    'Traybake',
  ],
  extras: ['with Greens', 'for Two', 'with Lemon', 'and Beans', 'with Feta', 'with Tahini', 'and Rice', 'with Herbs'],
  ingredients: [
    'tomato',
    'garlic',
    'onion',
    'spinach',
    'chickpeas',
    'lentils',
    'salmon',
    'oats',
    'banana',
    'feta',
    'basil',
    'rice',
    'pepper',
    'courgette',
    'carrot',
    'yoghurt',
  ],
};

/** Each synthetic ingredient's food words and keys, as the server would write them. */
const INGREDIENT_DOCUMENTS = SCALE_WORDS.ingredients.map((ingredient) =>
  buildSearchDocument({
    libraryName: '',
    categoryName: '',
    tags: [],
    ageGroup: '',
    ingredients: [ingredient],
    servingNumber: 1,
  }),
);

const sqlArray = (items: string[]) => `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * One field of the synthetic ingredient picked by `index` (SQL), as text: its allergens and diets
 * (as the array literal's inside) and food shares (JSON), so the search's filters meet real values.
 */
function documentField(field: (doc: (typeof INGREDIENT_DOCUMENTS)[number]) => string, index: string): string {
  const values = INGREDIENT_DOCUMENTS.map((doc) => {
    const text = field(doc);
    return text.startsWith('{') ? text : `{${text}}`;
  });
  return `(${sqlArray(values)})[1 + ${index} % ${SCALE_WORDS.ingredients.length}]`;
}

export async function seedScale(databaseUrl: string, recipeCount: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `TRUNCATE recipes, recipe_ingredients, recipe_instructions, recipe_tags, tags, users, categories, recipe_libraries RESTART IDENTITY CASCADE`,
    );
    await client.query(
      `INSERT INTO categories (category_name, position) SELECT n, i FROM unnest(ARRAY['Breakfast','Lunch','Dinner','Snacks','Desserts','Drinks']) WITH ORDINALITY AS t(n, i)`,
    );
    await client.query(
      `INSERT INTO recipe_libraries (diet_name, image, position) SELECT n, 'uploads/bench-640.webp', i FROM unnest(ARRAY['Vegetarian','Vegan','Keto','Mediterranean','Gluten-Free','High-Protein','Dairy-Free','Low-Sugar']) WITH ORDINALITY AS t(n, i)`,
    );
    await client.query(
      `INSERT INTO users (name, email, password_hash) SELECT 'Cook ' || g, 'cook' || g || '@bench.local', 'x' FROM generate_series(1, 50) g`,
    );
    await client.query(`INSERT INTO tags (tag_name) SELECT 'tag' || g FROM generate_series(1, 30) g`);
    await client.query(`
      INSERT INTO recipes (recipe_code, user_id, recipe_name, recipe_image, category_id, recipe_library_id, age_group,
        serving_number, preparation_time, cooking_time, nutrition_info, total_ingredients, views, reviews_count, reviews_avg,
        search_labels, search_foods, search_food_keys, search_document_version, allergens, suits_diets, food_shares,
        created_at)
      SELECT 'FC-' || lpad(g::text, 6, '0'), 1 + g % 50, name, 'uploads/bench-640.webp', 1 + g % 6, 1 + (g / 7) % 8,
        (ARRAY['teen','adult','middle-adulthood','senior-adult'])[1 + g % 4], 2 + g % 4, 5 + g % 30, 10 + g % 50,
        'Per serving: 420 kcal', 6, g % 2000, g % 9, round((1 + (g % 40) / 10.0)::numeric, 2),
        (ARRAY['Vegetarian','Vegan','Keto','Mediterranean','Gluten-Free','High-Protein','Dairy-Free','Low-Sugar'])[1 + (g / 7) % 8]
          || ' ' || (ARRAY['Breakfast','Lunch','Dinner','Snacks','Desserts','Drinks'])[1 + g % 6],
        foods_a || ' ' || foods_b, keys_a || ' ' || keys_b, '${SEARCH_DOCUMENT_VERSION}',
        array(select distinct unnest(allergens_a || allergens_b)),
        array(select unnest(diets_a) intersect select unnest(diets_b)),
        shares_a || shares_b, now() - (g || ' minutes')::interval
      FROM (
        SELECT g,
          (${sqlArray(SCALE_WORDS.adjectives)})[1 + g % ${SCALE_WORDS.adjectives.length}] || ' ' ||
          (${sqlArray(SCALE_WORDS.dishes)})[1 + (g / 3) % ${SCALE_WORDS.dishes.length}] || ' ' ||
          (${sqlArray(SCALE_WORDS.extras)})[1 + (g / 11) % ${SCALE_WORDS.extras.length}] AS name,
          (${sqlArray(INGREDIENT_DOCUMENTS.map((doc) => doc.searchFoods))})[1 + g % ${SCALE_WORDS.ingredients.length}] AS foods_a,
          (${sqlArray(INGREDIENT_DOCUMENTS.map((doc) => doc.searchFoods))})[1 + (g / 5) % ${SCALE_WORDS.ingredients.length}] AS foods_b,
          (${sqlArray(INGREDIENT_DOCUMENTS.map((doc) => doc.searchFoodKeys))})[1 + g % ${SCALE_WORDS.ingredients.length}] AS keys_a,
          (${sqlArray(INGREDIENT_DOCUMENTS.map((doc) => doc.searchFoodKeys))})[1 + (g / 5) % ${SCALE_WORDS.ingredients.length}] AS keys_b,
          ${documentField((doc) => doc.allergens.join(','), 'g')}::text[] AS allergens_a,
          ${documentField((doc) => doc.allergens.join(','), '(g / 5)')}::text[] AS allergens_b,
          ${documentField((doc) => doc.suitsDiets.join(','), 'g')}::text[] AS diets_a,
          ${documentField((doc) => doc.suitsDiets.join(','), '(g / 5)')}::text[] AS diets_b,
          ${documentField((doc) => JSON.stringify(doc.foodShares), 'g')}::jsonb AS shares_a,
          ${documentField((doc) => JSON.stringify(doc.foodShares), '(g / 5)')}::jsonb AS shares_b
        FROM generate_series(1, ${recipeCount}) g
      ) s`);
    await client.query(
      `INSERT INTO recipe_ingredients (recipe_id, position, ingredient_name) SELECT r.id, p, '200 g ingredient ' || p FROM recipes r, generate_series(1, 3) p`,
    );
    await client.query(
      `INSERT INTO recipe_instructions (recipe_id, position, step) SELECT r.id, p, 'Do step ' || p || ' carefully.' FROM recipes r, generate_series(1, 3) p`,
    );
    await client.query(
      `INSERT INTO recipe_tags (recipe_id, tag_id) SELECT r.id, 1 + r.id % 30 FROM recipes r UNION ALL SELECT r.id, 1 + (r.id / 30) % 30 FROM recipes r ON CONFLICT DO NOTHING`,
    );
    await client.query('COMMIT');
    // VACUUM as well as ANALYZE: rows inserted into a GIN-indexed table first wait in the
    // index's pending list, which every search then reads in full until a vacuum merges it
    // (22,000 entries of the full-text index after this seed). In service autovacuum does that
    // within minutes; the benchmark server may run with autovacuum off, so the seed does it.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
