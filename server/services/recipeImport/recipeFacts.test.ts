import { factsOfLine, type RecipeFacts } from './recipeFacts';
import { sectionOf } from './sectionHeadings';

describe('factsOfLine', () => {
  it.each([
    ['Serves 4', { servings: 4 }],
    ['Serves: 4-6', { servings: 4 }],
    ['Makes 12', { servings: 12 }],
    ['Yield: 2 loaves', { servings: 2 }],
    ['6 servings', { servings: 6 }],
    ['Prep: 15 mins', { preparation: 15 }],
    ['Preparation time 10 minutes', { preparation: 10 }],
    ['Cook time 1 hr 10 mins', { cooking: 70 }],
    ['Cook 20 min', { cooking: 20 }],
    ['Bake time: 30 minutes', { cooking: 30 }],
    ['Total time: 1 hour', { total: 60 }],
    ['Ready in 45 minutes', { total: 45 }],
    ['Prep 10 min | Cook 20 min | Serves 4', { preparation: 10, cooking: 20, servings: 4 }],
  ])('%j', (line, expected) => {
    expect(factsOfLine(line)).toEqual({ servings: null, preparation: null, cooking: null, total: null, ...expected });
  });

  it.each(['Cook the onions for 5 minutes', 'Bake 30 minutes', 'Preparation', 'Serves', 'Mix well.', 'x'.repeat(500)])(
    'finds nothing in %j',
    (line) => {
      expect(factsOfLine(line)).toBeNull();
    },
  );
});

describe('sectionOf', () => {
  it.each([
    ['Ingredients', 'ingredients'],
    ['INGREDIENTS:', 'ingredients'],
    ['## Ingredients', 'ingredients'],
    ['**Ingredients**', 'ingredients'],
    ['Ingredients (serves 4)', 'ingredients'],
    ['What you need', 'ingredients'],
    ['What you’ll need', 'ingredients'],
    ['Method', 'instructions'],
    ['Directions:', 'instructions'],
    ['How to make it', 'instructions'],
    ['Steps', 'instructions'],
    ['Preparation', 'instructions'],
    ['Notes', 'other'],
    ['constructor', null],
    ['__proto__', null],
    ['Ingredients for a very long heading that goes on and on and on and on', null],
  ])('%j → %j', (text, expected) => {
    expect(sectionOf(text)).toBe(expected);
  });
});

describe('factsOfLine, several facts on a line', () => {
  it.each<[string, Partial<RecipeFacts>]>([
    ['Serves: 8 Total time: 1 hour', { servings: 8, total: 60 }],
    ['Serves 6 · Takes 1 hour 40 minutes', { servings: 6, total: 100 }],
    ['Serves 2, ready in 20 mins', { servings: 2, total: 20 }],
    ['Makes 4 servings | 25 minutes', { servings: 4, total: 25 }],
    ['Great with rice. Takes about 40 mins all in.', { total: 40 }],
    ['Prep Time 10 mins Cook Time 20 mins Total Time 30 mins', { preparation: 10, cooking: 20, total: 30 }],
  ])('%j', (line, expected) => {
    expect(factsOfLine(line)).toEqual({ servings: null, preparation: null, cooking: null, total: null, ...expected });
  });
});
