/**
 * What the seeded community does with the recipes: review comments by star rating, the demo
 * accounts' favourites and their planned week.
 */
import type { Weekday } from '../../contract/constants';
import type { CategoryName, CookKey } from './catalogData';

export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely delicious. The whole family went back for seconds and my youngest asked for it again tomorrow.',
    'Clear steps and it came out exactly like the picture. This is going straight into our weekly rotation.',
    'Made this on a busy Tuesday and it was on the table in no time. Brilliant recipe, thank you for sharing!',
    'My teenagers are fussy and they both cleared their plates. That never happens. Five stars!',
    'Lovely balance of flavours. I doubled the batch and froze half, and it reheated perfectly.',
    'So simple and so good. I have already shared the link with my sister.',
  ],
  4: [
    'Really tasty. I added a little extra garlic and some chilli for the grown-ups, and it was perfect.',
    'Great recipe. It took me about ten minutes longer than stated, but it was well worth it.',
    'Very good and easy to follow. Next time I will make a bit more because it disappeared fast.',
    'The kids loved it. I cut back the salt slightly and nobody noticed.',
    'A solid weeknight dinner. I swapped in what I had in the fridge and it still worked beautifully.',
  ],
  3: [
    'Nice enough, but a little bland for our taste. I will add more seasoning next time.',
    'Decent recipe. The timings were a bit off with my oven, so keep an eye on it.',
    'Good idea, though it needed a squeeze of lemon at the end to lift it.',
  ],
  2: [
    'Mine came out quite dry. Maybe I overcooked it, but I would reduce the cooking time.',
    'Not really for us. The children found it too strong, although my partner enjoyed it.',
  ],
  1: ['Unfortunately this did not work for me at all: it stayed runny even after extra time in the oven.'],
};

/** The star ratings handed out in turn: mostly happy cooks, with the odd honest grumble. */
export const RATING_SEQUENCE: readonly (1 | 2 | 3 | 4 | 5)[] = [5, 4, 5, 5, 3, 4, 5, 4, 2, 5, 5, 4, 3, 5, 1, 4, 5];

export const FAVOURITES: Record<CookKey, readonly string[]> = {
  maya: [
    'Spaghetti Pomodoro with Fresh Basil',
    'Sweet Potato and Chickpea Curry',
    'Shakshuka with Warm Pitta',
    'Sticky Honey Garlic Chicken Thighs',
    'Creamy Tuscan Salmon',
    'Mango Lassi',
    'Rainbow Falafel Lunch Bowls',
  ],
  sam: [
    'Beef and Black Bean Chilli',
    'Lemon Ricotta Pancakes with Berries',
    'Thai Green Prawn Curry',
    'Flourless Chocolate Brownies',
    'Greek Salad with Herby Chickpeas',
    'Banana Oat Blender Pancakes',
  ],
  priya: [
    'Spaghetti Pomodoro with Fresh Basil',
    'Garlic Butter Steak with Green Beans',
    'Dark Chocolate Avocado Mousse',
  ],
  tom: ['Sweet Potato and Chickpea Curry', 'Chicken Souvlaki Traybake', 'Fresh Mint Lemonade'],
  elena: ['Banana Oat Blender Pancakes', 'Turkey Meatballs in Tomato Sauce'],
  grace: ['Shepherd’s Pie with Sweet Potato Mash', 'Lemon and Herb Baked Cod', 'Spaghetti Pomodoro with Fresh Basil'],
};

export interface PlannedMealSeed {
  day: Weekday;
  category: CategoryName;
  recipeName: string;
  /** The name shown in the planner when the cook renamed the meal. */
  name?: string;
  /** Members of the cook's household who do not eat it (by name); otherwise everyone does. */
  leaveOut?: readonly string[];
}

/**
 * The demo family's week (Maya, Tom, Ava a pescatarian teen, Leo a child allergic to peanuts who
 * dislikes mushroom): mostly recipes whose nutrition is estimated from 80 % of their weight or
 * more, so the planner's nutrition row shows believable figures; two dinners left clashing with
 * Ava's diet, and two meals with someone left out (Ava of the chicken, Leo of the mushroom
 * omelette), to show what the planner flags and how it is fixed.
 */
export const PLANNED_WEEKS: Partial<Record<CookKey, readonly PlannedMealSeed[]>> = {
  maya: [
    { day: 'saturday', category: 'Breakfast', recipeName: 'Shakshuka with Warm Pitta' },
    { day: 'saturday', category: 'Dinner', recipeName: 'Beef and Black Bean Chilli' },
    { day: 'sunday', category: 'Breakfast', recipeName: 'Lemon Ricotta Pancakes with Berries' },
    { day: 'sunday', category: 'Dinner', recipeName: 'Chicken Souvlaki Traybake' },
    { day: 'sunday', category: 'Desserts', recipeName: 'Baked Cinnamon Apples with Walnuts' },
    { day: 'monday', category: 'Breakfast', recipeName: 'Banana Oat Blender Pancakes' },
    { day: 'monday', category: 'Lunch', recipeName: 'Cheesy Leek and Potato Gratin' },
    { day: 'monday', category: 'Dinner', recipeName: 'Spaghetti Pomodoro with Fresh Basil' },
    { day: 'tuesday', category: 'Lunch', recipeName: 'Lemon and Herb Baked Cod' },
    { day: 'tuesday', category: 'Dinner', recipeName: 'Sweet Potato and Chickpea Curry' },
    { day: 'wednesday', category: 'Breakfast', recipeName: 'Spinach and Feta Breakfast Muffins' },
    { day: 'wednesday', category: 'Dinner', recipeName: 'Crispy Polenta Fish Fingers' },
    { day: 'wednesday', category: 'Snacks', recipeName: 'Apple Slices with Almond Butter Dip' },
    { day: 'thursday', category: 'Lunch', recipeName: 'Savoury Mushroom and Chive Omelette', leaveOut: ['Leo'] },
    { day: 'thursday', category: 'Dinner', recipeName: 'Sticky Honey Garlic Chicken Thighs', leaveOut: ['Ava'] },
    { day: 'friday', category: 'Dinner', recipeName: 'Smoky Black Bean Tacos', name: 'Taco Friday' },
    { day: 'friday', category: 'Drinks', recipeName: 'Fresh Mint Lemonade' },
  ],
  sam: [
    { day: 'saturday', category: 'Breakfast', recipeName: 'Banana Oat Blender Pancakes' },
    { day: 'sunday', category: 'Dinner', recipeName: 'Garlic Butter Steak with Green Beans' },
    { day: 'monday', category: 'Breakfast', recipeName: 'Greek Yoghurt Protein Bowl' },
    { day: 'monday', category: 'Dinner', recipeName: 'Thai Green Prawn Curry' },
    { day: 'tuesday', category: 'Lunch', recipeName: 'Chicken Caesar Lettuce Cups' },
    { day: 'wednesday', category: 'Dinner', recipeName: 'Turkey Meatballs in Tomato Sauce' },
    { day: 'thursday', category: 'Snacks', recipeName: 'Edamame with Chilli and Sea Salt' },
    { day: 'friday', category: 'Drinks', recipeName: 'Strawberry Protein Shake' },
  ],
};
