/**
 * What each catalogue food (foods.ts) holds for allergies and diets: the major allergens of UK/EU
 * labelling law, where it comes from among animals, and alcohol.
 *
 * A family relies on this to keep a child safe, so allergens err towards flagging: a food lists
 * an allergen that it usually contains, or that a common variant the catalogue folds into it
 * contains (fresh egg pasta under 'pasta', English mustard under 'mustard'), or that shop
 * versions usually carry (stock cubes and celery). Animal origins say what the food, or such a
 * variant, is made of; a mere "may contain" (milk in dark chocolate) is an allergen, not an origin.
 */
import type { Allergen } from '../../../contract/constants';

/** Where an animal food comes from, as diets see it. */
export type AnimalSource = 'meat' | 'pork' | 'fish' | 'shellfish' | 'dairy' | 'egg' | 'honey' | 'gelatine';

export interface FoodDietary {
  /** The major allergens the food is or usually contains, as sold in a UK/US supermarket. */
  allergens?: readonly Allergen[];
  /**
   * Animal origins: 'pork' for pork, bacon, ham, chorizo, pancetta, lard, gelatine from pork…;
   * 'meat' for other meat and poultry (beef, lamb, chicken, turkey, duck, venison, meat stock);
   * 'fish', 'shellfish' (crustaceans and molluscs), 'dairy', 'egg', 'honey', 'gelatine'. A food
   * can have several (pork sausage: ['pork']; beef stock: ['meat']; fish sauce: ['fish'];
   * Worcestershire sauce: ['fish'] (anchovy); parmesan: ['dairy'], its animal rennet ignored).
   */
  animal?: readonly AnimalSource[];
  /** Contains alcohol (wine, beer, spirits, mirin; vanilla extract is NOT counted). */
  alcohol?: true;
}

const MEAT: FoodDietary = { animal: ['meat'] };
const PORK: FoodDietary = { animal: ['pork'] };
const FISH: FoodDietary = { allergens: ['fish'], animal: ['fish'] };
const CRUSTACEAN: FoodDietary = { allergens: ['crustaceans'], animal: ['shellfish'] };
const MOLLUSC: FoodDietary = { allergens: ['molluscs'], animal: ['shellfish'] };
const EGG: FoodDietary = { allergens: ['eggs'], animal: ['egg'] };
const DAIRY: FoodDietary = { allergens: ['milk'], animal: ['dairy'] };
const GLUTEN: FoodDietary = { allergens: ['gluten'] };
/** Pasta usually made with egg (and fresh egg pasta generally). */
const EGG_PASTA: FoodDietary = { allergens: ['gluten', 'eggs'], animal: ['egg'] };
const TREE_NUT: FoodDietary = { allergens: ['tree-nuts'] };
const PEANUT: FoodDietary = { allergens: ['peanuts'] };
const SESAME: FoodDietary = { allergens: ['sesame'] };
const SOYA: FoodDietary = { allergens: ['soya'] };
const SULPHITES: FoodDietary = { allergens: ['sulphites'] };
const WINE: FoodDietary = { allergens: ['sulphites'], alcohol: true };

/**
 * Keyed by the catalogue's canonical food name (FOODS[].name). Every food that contains a major
 * allergen, is of animal origin or contains alcohol has an entry; a food without an entry has
 * none of them (fresh vegetables, fruit, plain rice, oils, most spices).
 *
 * Deliberately without an entry: pine nut, chestnut, coconut milk and cream, nutmeg (not tree
 * nuts in law); lemon and lime juice (fresh juice; some bottled juice holds sulphites); corn
 * tortilla, polenta, cornflour, rice noodles, gluten-free flour; baking powder (most UK brands
 * use maize or rice starch); vanilla extract (its alcohol is not counted); vegetable oil (fully
 * refined soya oil is exempt from allergen labelling); cocoa powder; dried cranberries and dates
 * (seldom sulphured); rice vinegar; chipotle paste, harissa, sweet chilli and hot sauce; jam.
 */
export const FOOD_DIETARY: Readonly<Record<string, FoodDietary>> = {
  // Vegetables -----------------------------------------------------------------------------
  celery: { allergens: ['celery'] },
  // Celeriac is celery root: the law's celery allergen covers it.
  celeriac: { allergens: ['celery'] },
  // Dried sun-dried tomatoes are often preserved with sulphur dioxide.
  'sun-dried tomato': SULPHITES,

  // Fruit ----------------------------------------------------------------------------------
  // The catalogue folds dried apricots in, and those are usually sulphured.
  apricot: SULPHITES,
  // Not always sulphured (sultanas more often than raisins): flagged to be safe.
  raisin: SULPHITES,
  sultana: SULPHITES,
  // Much desiccated coconut is kept white with sodium metabisulphite; coconut is no tree nut.
  coconut: SULPHITES,

  // Spices and seasoning -------------------------------------------------------------------
  'mustard seed': { allergens: ['mustard'] },
  // Za'atar is thyme, sumac and toasted sesame seeds.
  "za'atar": SESAME,
  // UK curry powders commonly list mustard flour and celery seed.
  'curry powder': { allergens: ['mustard', 'celery'] },
  // Many Cajun blends hold celery seed or celery salt.
  'cajun seasoning': { allergens: ['celery'] },

  // Meat -----------------------------------------------------------------------------------
  chicken: MEAT,
  'chicken breast': MEAT,
  'chicken thigh': MEAT,
  'chicken drumstick': MEAT,
  'chicken wing': MEAT,
  'chicken mince': MEAT,
  turkey: MEAT,
  'turkey mince': MEAT,
  duck: MEAT,
  beef: MEAT,
  'beef mince': MEAT,
  steak: MEAT,
  pork: PORK,
  'pork tenderloin': PORK,
  'pork chop': PORK,
  'pork mince': PORK,
  bacon: PORK,
  pancetta: PORK,
  ham: PORK,
  prosciutto: PORK,
  // Some brands add milk protein or lactose: check the label.
  chorizo: PORK,
  // British sausages are usually bound with rusk (wheat) and preserved with sulphite.
  'pork sausage': { allergens: ['gluten', 'sulphites'], animal: ['pork'] },
  // An unnamed sausage ("bangers") is a British pork sausage, rusk and sulphite included.
  sausage: { allergens: ['gluten', 'sulphites'], animal: ['pork'] },
  lamb: MEAT,
  'lamb mince': MEAT,
  'lamb chop': MEAT,
  // Unnamed mince in British recipes is beef mince.
  mince: MEAT,

  // Fish and shellfish ---------------------------------------------------------------------
  salmon: FISH,
  'smoked salmon': FISH,
  cod: FISH,
  haddock: FISH,
  tuna: FISH,
  mackerel: FISH,
  sardine: FISH,
  anchovy: FISH,
  trout: FISH,
  'sea bass': FISH,
  'sea bream': FISH,
  pollock: FISH,
  hake: FISH,
  'white fish': FISH,
  // Breadcrumbed.
  'fish finger': { allergens: ['fish', 'gluten'], animal: ['fish'] },
  prawn: CRUSTACEAN,
  mussel: MOLLUSC,
  clam: MOLLUSC,
  crab: CRUSTACEAN,
  lobster: CRUSTACEAN,
  scallop: MOLLUSC,
  // Squid is a cephalopod, a mollusc.
  squid: MOLLUSC,

  // Dairy and eggs -------------------------------------------------------------------------
  egg: EGG,
  'egg yolk': EGG,
  'egg white': EGG,
  milk: DAIRY,
  buttermilk: DAIRY,
  'condensed milk': DAIRY,
  'evaporated milk': DAIRY,
  cream: DAIRY,
  'sour cream': DAIRY,
  'crème fraîche': DAIRY,
  butter: DAIRY,
  // Ghee is butterfat: still milk in law.
  ghee: DAIRY,
  yoghurt: DAIRY,
  // Custard-style and many shop vanilla ice creams hold egg yolk.
  'ice cream': { allergens: ['milk', 'eggs'], animal: ['dairy', 'egg'] },
  cheese: DAIRY,
  cheddar: DAIRY,
  // Grana Padano (an alias) is preserved with lysozyme from egg, labelled as egg.
  parmesan: { allergens: ['milk', 'eggs'], animal: ['dairy', 'egg'] },
  pecorino: DAIRY,
  feta: DAIRY,
  halloumi: DAIRY,
  mozzarella: DAIRY,
  ricotta: DAIRY,
  gruyère: DAIRY,
  'cream cheese': DAIRY,
  // Goat's and sheep's milk are milk in law.
  "goat's cheese": DAIRY,
  mascarpone: DAIRY,
  paneer: DAIRY,
  'cottage cheese': DAIRY,
  'blue cheese': DAIRY,
  brie: DAIRY,
  tzatziki: DAIRY,

  // Plant milks and soya -------------------------------------------------------------------
  // Oats count as a cereal containing gluten unless labelled gluten-free.
  'oat milk': GLUTEN,
  'almond milk': TREE_NUT,
  'soya milk': SOYA,
  // Wheat flour and butter; cookies usually egg too.
  biscuit: { allergens: ['gluten', 'milk', 'eggs'], animal: ['dairy', 'egg'] },
  tofu: SOYA,
  tempeh: SOYA,

  // Bakery ---------------------------------------------------------------------------------
  // British sliced loaves usually hold soya flour as well as wheat.
  bread: { allergens: ['gluten', 'soya'] },
  sourdough: GLUTEN,
  pitta: GLUTEN,
  flatbread: GLUTEN,
  // Shop naan is usually made with yoghurt or milk.
  naan: { allergens: ['gluten', 'milk'], animal: ['dairy'] },
  tortilla: GLUTEN,
  baguette: GLUTEN,
  ciabatta: GLUTEN,
  bagel: GLUTEN,
  // The catalogue folds in brioche buns (egg, butter) and burger buns (often sesame-topped).
  'bread roll': { allergens: ['gluten', 'eggs', 'milk', 'sesame'], animal: ['egg', 'dairy'] },
  'english muffin': GLUTEN,
  breadcrumb: GLUTEN,

  // Grains, pasta, noodles -----------------------------------------------------------------
  couscous: GLUTEN,
  'bulgur wheat': GLUTEN,
  // Oats count as a cereal containing gluten in UK labelling unless sold as gluten-free oats.
  oat: GLUTEN,
  'pearl barley': GLUTEN,
  // Oats (and wheat flakes in muesli), usually nuts, often honey; its dried fruit may be sulphured.
  granola: { allergens: ['gluten', 'tree-nuts'], animal: ['honey'] },
  // Dried pasta is durum wheat alone, but fresh pasta (an alias) is egg pasta.
  pasta: { allergens: ['gluten', 'eggs'], animal: ['egg'] },
  spaghetti: GLUTEN,
  penne: GLUTEN,
  macaroni: GLUTEN,
  fusilli: GLUTEN,
  rigatoni: GLUTEN,
  farfalle: GLUTEN,
  conchiglie: GLUTEN,
  linguine: GLUTEN,
  // Tagliatelle and pappardelle are usually egg pasta; many lasagne sheets are too.
  tagliatelle: EGG_PASTA,
  pappardelle: EGG_PASTA,
  lasagne: EGG_PASTA,
  orzo: GLUTEN,
  // Fresh egg pasta filled with cheese (and often meat: not assumed).
  ravioli: { allergens: ['gluten', 'eggs', 'milk'], animal: ['egg', 'dairy'] },
  tortellini: { allergens: ['gluten', 'eggs', 'milk'], animal: ['egg', 'dairy'] },
  // Shop gnocchi is potato bound with wheat flour.
  gnocchi: GLUTEN,
  // Unnamed noodles are wheat noodles, often egg noodles.
  noodle: { allergens: ['gluten', 'eggs'], animal: ['egg'] },
  'egg noodle': EGG_PASTA,
  udon: GLUTEN,
  // Most soba is part wheat; only 100% buckwheat soba is gluten-free.
  soba: GLUTEN,
  // Wheat noodles; instant-noodle seasoning sachets vary (soy, celery): not assumed.
  'ramen noodle': GLUTEN,
  // Many shop puff pastries use vegetable fat, but all-butter puff (an alias) holds milk.
  'puff pastry': { allergens: ['gluten', 'milk'], animal: ['dairy'] },
  // Made with butter at home; some shop shortcrust is vegetable fat.
  'shortcrust pastry': { allergens: ['gluten', 'milk'], animal: ['dairy'] },
  'filo pastry': GLUTEN,

  // Flour, sugar, baking -------------------------------------------------------------------
  flour: GLUTEN,
  'self-raising flour': GLUTEN,
  'wholemeal flour': GLUTEN,
  'bread flour': GLUTEN,
  // Usually pork or beef: either way 'gelatine' ends every diet pork would.
  gelatine: { animal: ['gelatine'] },
  honey: { animal: ['honey'] },
  // Generic chocolate in Britain is milk chocolate, and most chocolate lists milk.
  chocolate: DAIRY,
  // Most UK dark and cooking chocolate says "may contain milk" (some list milk fat): flagged for
  // milk, though not of dairy origin. Many also hold soya lecithin (not flagged).
  'dark chocolate': { allergens: ['milk'] },
  'milk chocolate': DAIRY,
  'white chocolate': DAIRY,
  // Aliases take in milk and white chocolate chips.
  'chocolate chip': DAIRY,
  // Usually made with milk or cream; the catalogue folds in dairy-free sauce and syrups too.
  'chocolate sauce': { allergens: ['milk'], animal: ['dairy'] },
  // Nutella: hazelnuts, skimmed milk powder, soya lecithin.
  'chocolate hazelnut spread': { allergens: ['tree-nuts', 'milk', 'soya'], animal: ['dairy'] },
  // Whey (milk) is usual; vegan powders are often soya; flavoured ones hold soya lecithin.
  'protein powder': { allergens: ['milk', 'soya'], animal: ['dairy'] },

  // Pulses ---------------------------------------------------------------------------------
  // Aliases take in soya beans.
  edamame: SOYA,

  // Nuts and seeds -------------------------------------------------------------------------
  almond: TREE_NUT,
  'ground almond': TREE_NUT,
  'flaked almond': TREE_NUT,
  'almond butter': TREE_NUT,
  walnut: TREE_NUT,
  hazelnut: TREE_NUT,
  cashew: TREE_NUT,
  pistachio: TREE_NUT,
  // A legume, not a tree nut.
  peanut: PEANUT,
  'peanut butter': PEANUT,
  pecan: TREE_NUT,
  macadamia: TREE_NUT,
  'brazil nut': TREE_NUT,
  // Mixed nut packs usually hold peanuts as well as tree nuts.
  'mixed nut': { allergens: ['tree-nuts', 'peanuts'] },
  'sesame seed': SESAME,
  // Mixed seed packs usually hold sesame.
  'mixed seed': SESAME,
  tahini: SESAME,

  // Oils and vinegars ----------------------------------------------------------------------
  // Cold-pressed and toasted sesame oil keeps its allergen.
  'sesame oil': SESAME,
  // Peanut oil: labelled as peanut even refined (only refined soya oil has an exemption).
  'groundnut oil': PEANUT,
  // Aliases take in malt vinegar, brewed from barley and labelled as such (Coeliac UK counts
  // it safe, but the label names barley).
  vinegar: GLUTEN,
  'red wine vinegar': SULPHITES,
  'white wine vinegar': SULPHITES,
  'balsamic vinegar': SULPHITES,
  // Cider vinegars often carry "contains sulphites".
  'cider vinegar': SULPHITES,

  // Sauces, condiments, stock --------------------------------------------------------------
  // Brewed from soya beans and wheat (it holds a little alcohol too, not counted).
  'soy sauce': { allergens: ['soya', 'gluten'] },
  // Usually brewed without wheat: check the label.
  tamari: SOYA,
  'fish sauce': FISH,
  // Oyster extract thickened with wheat flour.
  'oyster sauce': { allergens: ['molluscs', 'gluten'], animal: ['shellfish'] },
  // Fermented soya bean paste (with wheat), often sesame.
  'hoisin sauce': { allergens: ['soya', 'gluten', 'sesame'] },
  // Anchovies, and barley malt vinegar.
  'worcestershire sauce': { allergens: ['fish', 'gluten'], animal: ['fish'] },
  // UK Heinz ketchup lists celery among its spice extracts.
  ketchup: { allergens: ['celery'] },
  // Commonly mustard; Heinz-style spice extracts often hold celery.
  'bbq sauce': { allergens: ['mustard', 'celery'] },
  // Egg yolk; many brands add mustard.
  mayonnaise: { allergens: ['eggs', 'mustard'], animal: ['egg'] },
  // English mustard holds wheat flour, and Dijon mustard is usually preserved with
  // potassium metabisulphite: aliases take in both.
  mustard: { allergens: ['mustard', 'gluten', 'sulphites'] },
  // Parmesan or Grana Padano (milk; Grana Padano's lysozyme is egg). Traditional pesto uses pine
  // nuts (not a major allergen), but many shop pestos (Sacla's among them) use cashews.
  pesto: { allergens: ['milk', 'eggs', 'tree-nuts'], animal: ['dairy', 'egg'] },
  // Authentic Thai curry pastes hold shrimp paste, and Indian pastes (korma, tikka) commonly
  // mustard: flagged for both. Many UK supermarket pastes, Thai and Indian, are vegan, so no
  // shellfish origin is claimed.
  'curry paste': { allergens: ['crustaceans', 'mustard'] },
  // Fermented soya beans; barley (mugi) and some other misos add gluten.
  miso: { allergens: ['soya', 'gluten'] },
  // Chickpeas with tahini.
  houmous: SESAME,
  // Dill pickles and gherkins are commonly pickled with mustard seed.
  gherkin: { allergens: ['mustard'] },
  // Made from meat juices and flour, or granules (wheat and barley flavourings, often celery).
  gravy: { allergens: ['gluten', 'celery'], animal: ['meat'] },
  // Stock cubes, pots and bouillon commonly contain celery; Oxo cubes hold wheat flour. An
  // unnamed stock is taken as meat stock (chicken, in most recipes).
  stock: { allergens: ['celery', 'gluten'], animal: ['meat'] },
  'chicken stock': { allergens: ['celery', 'gluten'], animal: ['meat'] },
  'beef stock': { allergens: ['celery', 'gluten'], animal: ['meat'] },
  'vegetable stock': { allergens: ['celery', 'gluten'] },
  'fish stock': { allergens: ['fish', 'celery', 'gluten'], animal: ['fish'] },

  // Drinks ---------------------------------------------------------------------------------
  'red wine': WINE,
  'white wine': WINE,
};
