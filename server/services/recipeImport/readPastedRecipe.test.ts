import { RECIPE_IMPORT } from '@contract/constants';
import { readPastedRecipe } from './readPastedRecipe';

describe('readPastedRecipe', () => {
  it('reads a recipe with headings, facts, bullets, group names and step numbers', () => {
    const text = [
      'Best Pancakes',
      'A quick breakfast for four.',
      '',
      'Serves 4',
      'Prep 10 min | Cook: 20 min',
      '',
      'Ingredients:',
      '• 1 cup flour',
      '- 2 eggs',
      'For the sauce:',
      '* 1 tbsp butter',
      '▢ 1 pinch salt',
      '',
      'Method',
      '1. Mix it.',
      'Step 2: Cook it.',
      '3',
      'Serve hot.',
      '',
      'Notes',
      'Keeps a day.',
    ].join('\r\n');
    expect(readPastedRecipe(text)).toEqual({
      recipe_name: 'Best Pancakes',
      description: 'A quick breakfast for four.',
      serving_number: 4,
      preparation_time: 10,
      cooking_time: 20,
      total_time: 30,
      ingredients: ['1 cup flour', '2 eggs', '1 tbsp butter', '1 pinch salt'],
      instructions: ['Mix it.', 'Cook it.', 'Serve hot.'],
      tags: [],
      nutrition: null,
      image_urls: [],
      canonical_url: null,
      categories: [],
    });
  });

  it('takes "Directions", "Instructions" and "Steps" as the steps heading, and markdown headings', () => {
    for (const heading of ['Directions', 'INSTRUCTIONS:', 'Steps', '## Method']) {
      const recipe = readPastedRecipe(`# Soup\n## Ingredients\n1 onion\n${heading}\nBoil.`);
      expect(recipe).toMatchObject({ recipe_name: 'Soup', ingredients: ['1 onion'], instructions: ['Boil.'] });
    }
  });

  it('without headings, takes lines with an amount as ingredients and sentences as steps', () => {
    const text =
      'Quick Salad\n2 tomatoes\n½ cucumber\n1/2 red onion\nsalt and pepper\n' +
      'Chop everything and mix it in a bowl with the dressing.\n2. Serve cold.';
    expect(readPastedRecipe(text)).toMatchObject({
      recipe_name: 'Quick Salad',
      ingredients: ['2 tomatoes', '½ cucumber', '1/2 red onion', 'salt and pepper'],
      instructions: ['Chop everything and mix it in a bowl with the dressing.', 'Serve cold.'],
    });
  });

  it('handles tabs, NULs, non-breaking spaces and old Mac line endings', () => {
    const text = 'Tea\u0000\rIngredients\r\t1\u00a0tea bag\rMethod\rSteep\t3 minutes.';
    expect(readPastedRecipe(text)).toMatchObject({
      recipe_name: 'Tea',
      ingredients: ['1 tea bag'],
      instructions: ['Steep 3 minutes.'],
    });
  });

  it('reads "Makes 12" and "Prep time: 1 hour"', () => {
    expect(readPastedRecipe('Cookies\nMakes 12\nPrep time: 1 hour\nIngredients\n1 cup sugar')).toMatchObject({
      serving_number: 12,
      preparation_time: 60,
      total_time: 60,
    });
  });

  it('is null without a name or without ingredients and steps', () => {
    expect(readPastedRecipe('')).toBeNull();
    expect(readPastedRecipe('   \n\n\t')).toBeNull();
    expect(readPastedRecipe('Ingredients\n1 egg\nMethod\nFry.')).toBeNull();
    expect(readPastedRecipe('Just a title')).toBeNull();
  });

  it('caps the text, the lines and their length', () => {
    const long = `Big\nIngredients\n${'1 egg\n'.repeat(40_000)}`;
    const recipe = readPastedRecipe(long);
    expect(recipe?.ingredients).toHaveLength(200);
    const wide = readPastedRecipe(`Wide\nIngredients\n1 ${'x'.repeat(1_000)}\nMethod\n${'y'.repeat(5_000)}`);
    expect(wide?.ingredients[0]).toHaveLength(300);
    expect(wide?.instructions[0]).toHaveLength(3_000);
  });

  it('reads only the first textMaxLength characters', () => {
    const text = `Tea\nIngredients\n1 bag\n${' '.repeat(RECIPE_IMPORT.textMaxLength)}\n2 bags`;
    expect(readPastedRecipe(text)?.ingredients).toEqual(['1 bag']);
  });

  it('is linear on pathological whitespace and punctuation', () => {
    const started = Date.now();
    readPastedRecipe(`${' \t'.repeat(25_000)}Name\n${'-'.repeat(20_000)}\n${'1.'.repeat(10_000)}`);
    readPastedRecipe(`Name\nPrep ${'1 '.repeat(20_000)}\nServes ${'9'.repeat(20_000)}`);
    readPastedRecipe('a\n'.repeat(25_000));
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('readPastedRecipe: texts as people paste them', () => {
  it('takes a title written as one over a chatty line without a full stop', () => {
    const text =
      "Hi love,\nhere's the one you asked for\n\nNan's Shortbread\nMakes 16\nIngredients\n- 225g butter\nMethod\n1. Bake it.";
    expect(readPastedRecipe(text)).toMatchObject({ recipe_name: "Nan's Shortbread", serving_number: 16 });
  });

  it('skips a greeting for the name, ends the steps at a sign-off, and title-cases a name in capitals', () => {
    const text = [
      'Hi love,',
      '',
      'Here is the recipe you asked for!',
      '',
      "MUM'S LASAGNE",
      'Serves 6',
      '',
      'Ingredients:',
      '500g beef mince',
      '',
      'Method:',
      'Brown the mince.',
      '',
      'Let it stand before you cut it!',
      '',
      'Love Mum xx',
      '',
      'Sent from my iPad',
    ].join('\r\n');
    expect(readPastedRecipe(text)).toMatchObject({
      recipe_name: "Mum's Lasagne",
      serving_number: 6,
      ingredients: ['500g beef mince'],
      instructions: ['Brown the mince.', 'Let it stand before you cut it!'],
    });
  });

  it('ends numbered steps at an unnumbered note, and reads the time in it', () => {
    const text =
      'Chilli\nWhat you need:\n* 1 onion\nWhat to do:\n1) Fry the onion.\n2) Simmer.\n\nGreat with rice. Takes about 40 mins all in.';
    expect(readPastedRecipe(text)).toMatchObject({
      ingredients: ['1 onion'],
      instructions: ['Fry the onion.', 'Simmer.'],
      total_time: 40,
    });
  });

  it('drops a card’s scaling buttons and group names without colons', () => {
    const text =
      'Pie\nIngredients\n 1x2x3x\nCrust\n▢ 2 cups flour\nFilling\n▢ 6 apples\nInstructions\nStep 1\nMake the crust.';
    expect(readPastedRecipe(text)).toMatchObject({
      ingredients: ['2 cups flour', '6 apples'],
      instructions: ['Make the crust.'],
    });
  });

  it('without headings, takes a line that starts with a cooking verb as a step, and facts at the end', () => {
    const text = "grandma's pancakes\n1 1/2 c flour\n1 egg\nmix dry stuff in big bowl\nwhisk in the egg\nmakes about 8";
    expect(readPastedRecipe(text)).toMatchObject({
      recipe_name: "grandma's pancakes",
      ingredients: ['1 1/2 c flour', '1 egg'],
      instructions: ['mix dry stuff in big bowl', 'whisk in the egg'],
      serving_number: 8,
    });
  });

  it('reads "Serves 2, ready in 20 mins" and "Makes 4 servings | 25 minutes"', () => {
    expect(readPastedRecipe('Pasta\n200g linguine\n\nCook it.\n\nServes 2, ready in 20 mins')).toMatchObject({
      serving_number: 2,
      total_time: 20,
    });
    expect(readPastedRecipe('SALAD\nMakes 4 servings | 25 minutes\nINGREDIENTS\n1 lettuce')).toMatchObject({
      recipe_name: 'Salad',
      serving_number: 4,
      total_time: 25,
    });
  });
});
