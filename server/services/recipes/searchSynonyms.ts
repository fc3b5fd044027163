/**
 * Words people type for a label that the labels themselves do not use: "low carb" for the Keto
 * library, "teenagers" for the Teen age group, American spellings of label and dish words. Keys
 * and values are phrases as normaliseWords writes them (lower case, singular). Foods and kinds
 * of food are not here: their other names live in the food catalogue (services/foods/).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  // Diets
  'low carb': 'keto',
  'low carbohydrate': 'keto',
  ketogenic: 'keto',
  'plant based': 'vegan',
  veggie: 'vegetarian',
  'sugar free': 'low sugar',
  'no sugar': 'low sugar',
  coeliac: 'gluten free',
  celiac: 'gluten free',
  'lactose free': 'dairy free',
  'non dairy': 'dairy free',
  // Age groups (the labels: Teen, Adult, Middle adulthood, Senior adult)
  teenager: 'teen',
  teenage: 'teen',
  adolescent: 'teen',
  'young adult': 'adult',
  'middle aged': 'middle adulthood',
  'middle age': 'middle adulthood',
  senior: 'senior adult',
  elderly: 'senior adult',
  'older adult': 'senior adult',
  pensioner: 'senior adult',
  // Tags
  kid: 'kid friendly',
  child: 'kid friendly',
  toddler: 'kid friendly',
  'child friendly': 'kid friendly',
  'family friendly': 'family',
  fiber: 'fibre',
  'freezer friendly': 'freezer friendly',
  'batch cook': 'batch cooking',
  'meal prep': 'make ahead',
  // Dish words in American spelling
  savory: 'savoury',
  omelet: 'omelette',
  flavor: 'flavour',
  color: 'colour',
};
