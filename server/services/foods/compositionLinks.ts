/**
 * Which row of the Indian Food Composition Tables 2017 (services/nutrition/compositionTable.ts)
 * each catalogue food (foods.ts) is. No nutrient is typed here: a link only says which table food
 * a catalogue food is, so its nutrition is read from the table.
 *
 * 'same': the row is this food as a recipe buys it, raw or dry (dry pulses, raw meat, white flour);
 * where the table has several varieties the most ordinary is chosen and the note says which.
 * 'near': the table lacks the food, and the row is a close food of the same kind that a cook would
 * accept as a stand-in for an estimate; the note says what it is and how it differs.
 *
 * Left out, on purpose: foods the table lacks (butter, cream, strained yoghurt, cheeses other
 * than fresh mozzarella, honey, syrups, bread, trout…), processed foods (stock, sauces, pastes,
 * cured meat, plant milks, coconut milk), and foods whose nearest row differs too much: Atlantic
 * mackerel (the table's is the lean Indian mackerel), cheddar, parmesan, ricotta or cream cheese
 * (paneer), feta and halloumi (paneer: they are brined, 2.5–3 g salt per 100 g against its 0.05 g,
 * with a third more fat), butter (ghee: butter is about 16 % water), white sugar (jaggery),
 * butternut squash (the table's pumpkin has half its carbohydrate), pork tenderloin (the table's
 * leanest pork, chops, has three times its fat), blueberries (strawberry: a third of their
 * sugars), edamame (the table's soya beans are dry), apricot (the catalogue folds fresh and dried
 * together). Water, sparkling water, ice, salt and white sugars need no row:
 * nutrition/recipeNutrition.ts counts them by definition.
 *
 * Two faults of the table itself, left to whoever reads its energy: it gives 0 kJ for its oils and
 * ghee (T001–T014, 100 g fat each), and about twice the energy that its protein and fat give for
 * chicken leg (N001).
 */

/** How a catalogue food relates to its table food. */
export type CompositionMatch = 'same' | 'near';

export interface CompositionLink {
  /** The table's food code: 'G017'. */
  code: string;
  match: CompositionMatch;
  /** Why, for 'near' (required), or which variety was chosen. */
  note?: string;
}

const same = (code: string, note?: string): CompositionLink => ({ code, match: 'same', ...(note && { note }) });
const near = (code: string, note: string): CompositionLink => ({ code, match: 'near', note });

/**
 * Catalogue food name → its IFCT 2017 row; a food absent here has no table entry (it lowers coverage,
 * never invents values).
 */
export const COMPOSITION_LINKS: Readonly<Record<string, CompositionLink>> = {
  // Vegetables -----------------------------------------------------------------------------
  onion: same('G017', 'big bulb onion'),
  'red onion': same('G017', 'big bulb onion, colour unstated; red and brown onions differ little'),
  'spring onion': same('D058', 'onion stalk (spring onion)'),
  shallot: same('G018', 'small onion (sambar onion, the shallot group)'),
  garlic: same('G011', 'big-clove garlic'),
  ginger: same('G014', 'fresh root'),
  carrot: same('F002', 'orange carrot'),
  celery: same('D037'),
  leek: near(
    'D058',
    'onion stalk (spring onion), another green allium stalk: 26 kcal, 2.1 g protein, 3.0 g carbohydrate; UK tables give raw leek 22 kcal, 1.6 g, 2.9 g (USDA: 61 kcal, 14 g carbohydrate)',
  ),
  potato: same('F006', 'brown-skinned, big'),
  'sweet potato': near('F013', 'Indian pale-fleshed sweet potato: drier and starchier, far less carotene than orange'),
  pumpkin: same('D066', 'orange, round'),
  courgette: same('D077', 'green'),
  aubergine: same('D031', 'all varieties'),
  'sweet pepper': same('D034', 'red; green (D033) and yellow (D035) are close'),
  chilli: same('G008', 'green chillies, all varieties'),
  jalapeño: near('G008', 'green chillies, average of Indian varieties'),
  tomato: same('D075', 'ripe, hybrid'),
  'cherry tomato': near('D075', 'ordinary ripe tomato; cherry tomatoes are a little sweeter'),
  'tinned tomato': near('D075', 'fresh ripe tomato: tinned is the same fruit peeled, in juice, often salted'),
  cucumber: same('D043', 'green, elongate'),
  lettuce: same('C025'),
  'salad leaf': near('C025', 'lettuce: mixed leaves are mostly lettuces'),
  spinach: same('C033'),
  rocket: near('C026', 'mustard greens: another peppery brassica leaf, much the same composition'),
  kale: near('C014', 'collard greens: the same loose-leaved cabbage group; kale is a little richer'),
  'spring green': same('C014', 'collard greens'),
  chard: near('C033', 'spinach: chard (leaf beet) cooks and counts much the same'),
  'pak choi': same('C027'),
  cabbage: same('C015', 'green; red cabbage is C016'),
  cauliflower: same('D036'),
  broccoli: near(
    'D036',
    "cauliflower, the same species (Brassica oleracea) and a flower head cooked the same way: 23 kcal and 2.2 g protein against broccoli's 34 kcal and 3–4 g",
  ),
  'brussels sprout': same('C012'),
  'green bean': same('D050', 'French beans, hybrid'),
  pea: same('D061', 'fresh green peas'),
  sweetcorn: same('A008', 'tender sweet maize; tinned adds brine'),
  mushroom: same('J001', 'button (chestnut and portobello are the same species)'),
  beetroot: same('F001'),
  radish: same('F011', 'round, red-skinned'),
  okra: same('D056', 'ladies finger'),

  // Fruit ----------------------------------------------------------------------------------
  apple: same('E001', 'big eating apple; green is E002'),
  pear: same('E051'),
  banana: same('E012', 'ripe robusta, a Cavendish banana'),
  lemon: near('E033', 'lemon juice: the part a recipe mostly uses; peel and pith are left out'),
  lime: near('E033', 'lemon juice: lime juice is nearly the same sugars and acid'),
  orange: same('E047', 'pulp (santra, the loose-skinned Indian orange)'),
  clementine: near('E047', 'the table orange (santra), itself a mandarin-type orange'),
  grapefruit: near('E056', 'pomelo, a parent of grapefruit: similar sugars and acid'),
  'lemon juice': same('E033'),
  'lime juice': near('E033', 'lemon juice: nearly the same sugars and acid'),
  avocado: same('E007'),
  mango: same('E036', 'ripe, banganapalli'),
  pineapple: same('E053'),
  peach: same('E050'),
  plum: same('E054'),
  cherry: same('E014', 'red'),
  grape: same('E026', 'green, seedless'),
  melon: same('E045', 'orange-fleshed musk melon (cantaloupe)'),
  watermelon: same('E066', 'pale green (large, striped)'),
  fig: same('E020', 'fresh'),
  date: same('E019', 'soft packed ("processed") dates, as moist as medjool'),
  raisin: same('E057', 'black'),
  sultana: same('E058', 'golden raisins'),
  pomegranate: same('E055', 'seeds'),
  coconut: same('H006', 'dried kernel (desiccated); fresh kernel is H007'),
  strawberry: same('E063'),
  raspberry: near(
    'E063',
    'strawberry, another soft berry: about the same energy (25 kcal) and sugars (3.6 g against 4.4 g); raspberries have more fibre (6.5 g against 2.5 g)',
  ),
  blackberry: near(
    'E063',
    'strawberry, another soft berry: about the same energy and sugars; blackberries have twice the fibre (5.3 g against 2.5 g)',
  ),
  'mixed berry': near(
    'E063',
    'strawberry, standing in for a frozen mix of soft berries; raspberries and blackberries in it add fibre, blueberries (10 g sugars) sweetness',
  ),

  // Herbs ----------------------------------------------------------------------------------
  parsley: same('C028'),
  coriander: same('G009', 'leaves'),
  mint: same('G016', 'leaves'),
  'curry leaf': same('G010'),

  // Spices and seasoning -------------------------------------------------------------------
  'black pepper': same('G031'),
  'white pepper': near('G031', 'black pepper: white is the same berry, skinned'),
  paprika: near('G022', 'dried red chillies: paprika is a mild dried red pepper, ground'),
  'smoked paprika': near('G022', 'dried red chillies: smoked paprika is a mild one, smoked and ground'),
  cumin: same('G025', 'seeds'),
  nutmeg: same('G028'),
  cardamom: same('G020', 'green'),
  turmeric: same('G033', 'powder'),
  'ground coriander': same('G024', 'seeds'),
  'ground clove': same('G023'),
  'mustard seed': same('H013'),
  'chilli powder': near('G022', 'dried red chillies, ground; some chilli powders add cumin, garlic, oregano'),
  'chilli flake': same('G022', 'dried red chillies'),
  'cayenne pepper': same('G022', 'dried red chillies'),

  // Meat -----------------------------------------------------------------------------------
  chicken: near('N002', 'skinless thigh, a middling cut standing in for a whole bird; skin adds fat'),
  'chicken breast': same('N003', 'skinless'),
  'chicken thigh': same('N002', 'skinless'),
  'chicken drumstick': same('N001', 'skinless leg (its listed energy is about twice what its macros give)'),
  'chicken wing': near('N004', 'skinless wing: wings are usually cooked with their skin, which adds fat'),
  'chicken mince': near('N003', 'skinless breast: mince is mixed meat, often a little fattier'),
  turkey: near('N018', 'breast with skin: skinless steaks are leaner'),
  'turkey mince': near('N017', 'thigh with skin: close to ordinary (7 % fat) turkey mince'),
  duck: same('N011', 'meat with skin (leaner than a fatty farmed duck breast)'),
  beef: same('O025', 'shoulder (chuck), a stewing cut'),
  'beef mince': near('O025', 'beef shoulder: close to ordinary (15 % fat) mince; lean mince has less fat'),
  steak: near('O027', 'beef round (leg), a lean cut like rump or sirloin; ribeye is fattier'),
  pork: same('O048', 'shoulder; belly is fattier'),
  'pork chop': same('O049'),
  'pork mince': near('O048', 'pork shoulder: close to ordinary pork mince'),
  lamb: same('O016', 'sheep leg; shoulder (O014) is fattier'),
  'lamb mince': near('O014', 'sheep shoulder: close to ordinary lamb mince'),
  'lamb chop': same('O015', 'sheep chops'),
  mince: near('O025', 'beef shoulder: mince is most often beef, about 15 % fat'),

  // Fish and shellfish ---------------------------------------------------------------------
  salmon: same('P068', 'Atlantic salmon'),
  cod: near('P079', 'tongue sole, another lean white sea fish'),
  haddock: near('P079', 'tongue sole, another lean white sea fish; smoked haddock is salted'),
  tuna: same('P084', 'kawakawa (little tuna), fresh; tuna in oil is fattier'),
  sardine: near('P071', 'Indian oil sardine: a cousin with a similar oil content'),
  'sea bass': near('P065', 'mangrove red snapper ("red bass"), another firm white sea fish'),
  'sea bream': near('P065', 'mangrove red snapper ("red bream"), another firm white sea fish'),
  pollock: near('P079', 'tongue sole, another lean white sea fish'),
  hake: near('P079', 'tongue sole, another lean white sea fish'),
  'white fish': near('P079', 'tongue sole, a lean white sea fish'),
  prawn: same('Q008', 'giant tiger prawn'),
  mussel: same('R001', 'Asian green mussel (listed as "Clam, green shell")'),
  clam: same('R002', 'Asiatic hard clam'),
  crab: same('Q002', 'swimming crab'),
  lobster: near('Q003', 'slipper lobster, a close cousin with the same lean white meat'),
  squid: same('R007', 'Indian squid, white'),

  // Dairy and eggs -------------------------------------------------------------------------
  egg: same('M001', 'hen egg, whole, raw'),
  'egg yolk': same('M003', 'raw'),
  'egg white': same('M002', 'raw'),
  milk: same('L002', 'whole cow milk; semi-skimmed and skimmed have less fat'),
  yoghurt: near(
    'L002',
    'whole cow milk: plain yoghurt is milk fermented, part of its lactose turned to lactic acid (whole-milk yoghurt: about 61 kcal, 3.5 g protein, 3.3 g fat, 4.7 g sugars; the milk 73 kcal, 3.3 g, 4.5 g, 4.9 g); low-fat has less fat. Strained (Greek) yoghurt is not this: recipeNutrition.ts leaves it unmatched',
  ),
  ghee: same('T013'),
  paneer: same('L003'),
  mozzarella: near(
    'L003',
    'paneer, another fresh unripened cheese with as much protein (18.9 g) and energy (258 kcal); mozzarella has more fat (about 20 g against 14.8 g), more salt (0.5–1.5 g against 0.05 g) and little of the 12.4 g carbohydrate the table gives paneer',
  ),

  // Grains, pasta, noodles -----------------------------------------------------------------
  rice: same('A015', 'white, raw, milled'),
  'brown rice': same('A013', 'raw'),
  'risotto rice': same('A015', 'white milled rice; arborio is a short-grain variety'),
  'sushi rice': same('A015', 'white milled rice; sushi rice is a short-grain variety'),
  quinoa: same('A009'),
  couscous: near('A022', 'semolina: couscous is semolina rolled into grains, steamed and dried'),
  'bulgur wheat': same('A021'),
  'pearl barley': near('A004', 'barley grain: pearling removes some bran and fibre'),
  polenta: near('A006', 'dry maize: polenta is it ground, often degermed (less fat)'),
  oat: near(
    'A003',
    "bajra (pearl millet), the table's whole-grain cereal nearest oats in composition (millet flakes are a porridge oat stand-in): 348 kcal, 11.0 g protein, 5.4 g fat, 61.8 g carbohydrate, 11.5 g fibre against rolled oats' 379, 13.2, 6.5, 57.6, 10.1 (USDA)",
  ),
  pasta: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has more protein, fresh holds water'),
  spaghetti: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  penne: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  macaroni: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  fusilli: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  rigatoni: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  farfalle: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  conchiglie: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  linguine: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  tagliatelle: near('A023', 'wheat vermicelli, a dried pasta; egg pasta has more fat, fresh holds water'),
  pappardelle: near('A023', 'wheat vermicelli, a dried pasta; egg pasta has more fat, fresh holds water'),
  lasagne: near('A023', 'wheat vermicelli, a dried pasta; egg sheets have more fat, fresh hold water'),
  orzo: near('A023', 'wheat vermicelli, a dried pasta; durum pasta has a little more protein'),
  noodle: near('A023', 'wheat vermicelli: dried wheat noodles'),
  'egg noodle': near('A023', 'wheat vermicelli: egg noodles add egg (a little more fat and protein)'),
  'rice noodle': near('A015', 'milled rice: dried rice noodles are rice flour and water'),
  'rice vermicelli': near('A015', 'milled rice: dried rice noodles are rice flour and water'),
  soba: near('A023', 'wheat vermicelli: dried soba (buckwheat and wheat) has more protein'),
  'rice paper': near('A015', 'milled rice: rice paper is rice (and tapioca) flour, dried'),
  'rice cake': near('A012', 'puffed rice: rice cakes are puffed rice pressed into discs'),

  // Flour, sugar, baking -------------------------------------------------------------------
  flour: same('A018', 'refined wheat flour (maida)'),
  'self-raising flour': near('A018', 'refined wheat flour: self-raising adds raising agents (sodium)'),
  'wholemeal flour': same('A019', 'atta'),
  'bread flour': near('A018', 'refined wheat flour: strong flour has a little more protein'),
  'brown sugar': near('I001', 'cane jaggery: unrefined like muscovado, but moister, so about 10 % less sugar'),
  'coconut sugar': near('I001', 'cane jaggery: coconut sugar is a similar unrefined sugar, from palm sap'),

  // Pulses ---------------------------------------------------------------------------------
  chickpea: near('B002', 'dry desi chickpeas (Bengal gram): more fibre than the pale kabuli kind'),
  lentil: same('B013', 'split red lentils (masoor dal), dry; whole brown lentils are B014'),
  'split pea': same('B017', 'dried peas'),
  'black bean': same('B018', 'black rajmah (black Phaseolus beans), dry'),
  'kidney bean': same('B020', 'red rajmah, dry'),
  'cannellini bean': near('B020', 'red kidney beans, dry: cannellini are white beans of the same species'),
  'butter bean': near('B020', 'red kidney beans, dry: another Phaseolus bean, much the same composition'),
  'borlotti bean': near('B019', 'brown rajmah, dry: borlotti and pinto are speckled beans of the same species'),
  'broad bean': same('D032', 'fresh green beans'),
  'mixed bean': near('B020', 'red kidney beans, dry, standing in for a mix of beans'),

  // Nuts and seeds -------------------------------------------------------------------------
  almond: same('H001'),
  'ground almond': same('H001', 'almonds, ground'),
  'flaked almond': same('H001', 'almonds, flaked'),
  'almond butter': near('H001', 'almonds: almond butter is them roasted and ground'),
  walnut: same('H021'),
  hazelnut: near(
    'H001',
    "almonds: 609 kcal, 18.4 g protein, 58.5 g fat, 13 g fibre against hazelnuts' about 630 kcal, 15 g, 61 g, 10 g",
  ),
  cashew: same('H005'),
  pistachio: same('H018'),
  peanut: same('H012', 'groundnut'),
  'peanut butter': near('H012', 'groundnuts: peanut butter is them roasted and ground, often with salt or sugar'),
  'pine nut': near('H017', 'chilgoza pine nut: a Himalayan pine with less fat than the usual pine nut'),
  'sesame seed': same('H011', 'white (gingelly)'),
  'poppy seed': same('G032'),
  flaxseed: same('H014', 'linseed'),
  'sunflower seed': same('H020'),
  'pumpkin seed': near(
    'H020',
    "sunflower seeds: 586 kcal, 23.5 g protein, 51.9 g fat against pumpkin seeds' about 560 kcal, 30 g, 49 g",
  ),
  'chia seed': near(
    'H014',
    "linseeds, the other small oily seed that gels in water: 444 kcal, 18.6 g protein, 35.7 g fat, 26.2 g fibre against chia's about 490 kcal, 16.5 g, 30.7 g, 34 g",
  ),
  tahini: near('H011', 'white sesame seeds: tahini is them hulled and ground'),

  // Oils and vinegars ----------------------------------------------------------------------
  oil: near('T012', 'sunflower oil, standing in for an unnamed oil: the same fat and energy'),
  'olive oil': near('T005', 'groundnut oil: the same fat and energy, fewer monounsaturates'),
  'rapeseed oil': near('T006', 'mustard oil, a brassica-seed oil: much the same fatty-acid split'),
  'vegetable oil': near('T011', 'soyabean oil (US vegetable oil); UK vegetable oil is mostly rapeseed'),
  'sunflower oil': same('T012'),
  'coconut oil': same('T001'),
  'sesame oil': same('T004', 'gingelly oil'),
  'groundnut oil': same('T005'),

  // Drinks ---------------------------------------------------------------------------------
  'coconut water': same('K002'),
  'orange juice': near('E047', 'orange pulp: juice is a little sweeter, without the fibre of the pulp'),
};
