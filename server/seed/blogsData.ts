/** The demo blog: tips and stories with real HTML bodies, each by an author with a generated avatar. */
import { PALETTES } from './catalogData';
import type { Palette } from './imageScenes';

export interface BlogAuthorSeed {
  name: string;
  avatarEmoji: string;
  palette: Palette;
}

export const BLOG_AUTHORS = {
  hannah: { name: 'Hannah Clarke', avatarEmoji: '👩🏼‍⚕️', palette: PALETTES.sky },
  maya: { name: 'Maya Fernandes', avatarEmoji: '👩‍🍳', palette: PALETTES.mint },
  tom: { name: 'Tom Whitaker', avatarEmoji: '👨‍🍳', palette: PALETTES.lemon },
  priya: { name: 'Priya Sharma', avatarEmoji: '👩🏽', palette: PALETTES.peach },
} as const satisfies Record<string, BlogAuthorSeed>;
export type BlogAuthorKey = keyof typeof BLOG_AUTHORS;

export interface BlogSeed {
  slug: string;
  title: string;
  categoryName: string;
  author: BlogAuthorKey;
  daysAgo: number;
  art: { emoji: string; accents: readonly string[]; palette: Palette };
  html: string;
}

export const BLOGS: readonly BlogSeed[] = [
  {
    slug: 'sunday-meal-prep-in-90-minutes',
    title: 'Sunday Meal Prep in 90 Minutes: A Week of Family Dinners',
    categoryName: 'Meal Prep',
    author: 'maya',
    daysAgo: 2,
    art: { emoji: '🍱', accents: ['🥕', '🍚', '🥦'], palette: PALETTES.mint },
    html: `<p>Weeknights in our house used to start with the same question at half past five: <strong>what are we having?</strong> Three children, two jobs and a dog later, I finally admitted that the answer had to be decided on Sunday, not on Wednesday evening with an empty fridge. Ninety minutes of prep now saves us hours across the week, and far fewer takeaways.</p>
<h2>Start with a plan, not a shopping list</h2>
<p>Before I buy anything I open the Forkcast meal planner and fill in five dinners. I choose one traybake, one soup or curry that freezes well, one pasta night, one "build your own" meal such as tacos or wraps, and one slow-cooked dish for the busiest day. Only then do I write the shopping list, grouped by aisle so the shop takes twenty minutes rather than an hour.</p>
<h2>The 90-minute routine</h2>
<ul>
<li><strong>Minutes 0–10:</strong> oven on, rice or grains on the hob, kettle boiled for blanching.</li>
<li><strong>Minutes 10–40:</strong> chop every onion, pepper and carrot for the week in one go. Store them in labelled tubs.</li>
<li><strong>Minutes 40–70:</strong> cook the big batch: a chilli, a curry or a lentil soup. Half goes in the fridge, half into the freezer.</li>
<li><strong>Minutes 70–90:</strong> roast a tray of vegetables, make one sauce or dressing, and wash up while everything cools.</li>
</ul>
<h2>Store it so you will actually use it</h2>
<p>Clear containers are worth every penny: if you can see it, you will eat it. I put the earliest meals at the front of the fridge and write the day on a strip of masking tape. Cooked grains keep for three days, soups and curries for four, and anything beyond that goes straight into the freezer.</p>
<h2>Let the children help</h2>
<p>My youngest is in charge of washing vegetables and my eldest makes the salad dressing. They are far more likely to eat a meal they helped to make, and the kitchen becomes the place we catch up on the week rather than a rush.</p>
<p>Meal prep is not about perfection. Some weeks I only manage a pot of soup and a bag of chopped onions, and that still makes Wednesday easier. Start small, keep it simple, and <strong>let Sunday-you look after the rest of the week</strong>.</p>`,
  },
  {
    slug: 'protein-for-growing-teens',
    title: 'How Much Protein Do Growing Teenagers Really Need?',
    categoryName: 'Nutrition',
    author: 'hannah',
    daysAgo: 5,
    art: { emoji: '🥚', accents: ['🫘', '🐟', '🥛'], palette: PALETTES.sky },
    html: `<p>Teenagers grow faster than at any time since infancy, and parents often worry that they are not eating enough protein, especially when a teen decides to become vegetarian or takes up sport. The good news is that <strong>most teenagers in the UK already meet their protein needs</strong>; the challenge is spreading it sensibly across the day.</p>
<h2>The numbers</h2>
<p>As a rough guide, teenagers need about 0.85 g of protein per kilogram of body weight each day, a little more during growth spurts or serious training. For a 55 kg fourteen-year-old that is around 45–50 g, easily reached with three balanced meals and a couple of snacks.</p>
<h2>Spread it out</h2>
<p>The body uses protein best in moderate amounts through the day rather than one enormous dinner. Breakfast is where most teens fall short, so aim for something with staying power:</p>
<ul>
<li>Greek yoghurt with fruit and seeds (about 20 g protein)</li>
<li>Two eggs on wholemeal toast (about 17 g)</li>
<li>Overnight oats made with milk and a spoon of peanut butter (about 15 g)</li>
</ul>
<h2>Plant-based teens</h2>
<p>Vegetarian and vegan teenagers can meet their needs perfectly well with beans, lentils, tofu, tempeh, nuts, seeds and soya milk. Combining different plant proteins over the day covers all the essential amino acids. Keep an eye on <strong>iron, vitamin B12, iodine and calcium</strong>, which need a little more planning than protein does.</p>
<h2>What about shakes?</h2>
<p>Protein powders are rarely necessary for teenagers. Real food brings fibre, vitamins and minerals that shakes do not, and it is cheaper. A homemade smoothie with milk, yoghurt, oats and fruit is a better post-training snack than most products marketed at young athletes.</p>
<p>If your teen is eating regular meals, growing well and has the energy for school and sport, they are almost certainly getting enough. <strong>Focus on variety, regular meals and plenty of water</strong>, and the protein will take care of itself.</p>`,
  },
  {
    slug: 'getting-kids-to-try-new-vegetables',
    title: 'Seven Gentle Ways to Get Kids Trying New Vegetables',
    categoryName: 'Kids',
    author: 'priya',
    daysAgo: 9,
    art: { emoji: '🥦', accents: ['🥕', '🌽', '🍅'], palette: PALETTES.sage },
    html: `<p>If your child greets anything green with a dramatic shudder, you are not alone. Fussy eating peaks between two and six, and research shows that children may need to see and taste a new food <strong>ten to fifteen times</strong> before they accept it. Patience, not pressure, is the secret ingredient.</p>
<h2>1. Serve one safe food</h2>
<p>Every plate should include something your child already likes. Knowing there is a familiar option makes them more relaxed about the broccoli sitting next to it.</p>
<h2>2. Tiny portions, no bargaining</h2>
<p>Offer a single floret or two peas. Skip "three more bites and you can have pudding", which teaches children that vegetables are a chore to get through.</p>
<h2>3. Cook together</h2>
<p>Children who wash, tear, stir and sprinkle are far more curious about the result. Our <strong>rainbow falafel bowls</strong> are a favourite because everyone assembles their own.</p>
<h2>4. Change the texture</h2>
<p>A child who refuses boiled carrots might love them roasted until sweet, grated raw into a wrap, or blended into a pasta sauce. Texture is often the real objection, not flavour.</p>
<h2>5. Make it a game</h2>
<ul>
<li>Eat the rainbow: tick off a colour for every vegetable tried this week.</li>
<li>Blind taste tests with cucumber, pepper and sugar snap peas.</li>
<li>Let them name the dish: "dinosaur trees" go down better than broccoli.</li>
</ul>
<h2>6. Eat together</h2>
<p>Children copy what they see. Sitting down as a family, even for fifteen minutes, and visibly enjoying your own vegetables does more than any amount of persuasion.</p>
<h2>7. Keep offering</h2>
<p>A refused vegetable today is not a refused vegetable forever. Put it on the table again next week, without comment. One day, to your great surprise, it will be eaten.</p>
<p>Above all, keep mealtimes pleasant. <strong>A calm table raises adventurous eaters</strong>; a battleground raises children who dread dinner.</p>`,
  },
  {
    slug: 'build-a-budget-friendly-pantry',
    title: 'Building a Budget-Friendly Pantry That Feeds the Whole Family',
    categoryName: 'Budget',
    author: 'tom',
    daysAgo: 13,
    art: { emoji: '🫙', accents: ['🫘', '🍚', '🧅'], palette: PALETTES.caramel },
    html: `<p>When money is tight, a well-stocked cupboard is the difference between a proper dinner and another expensive takeaway. I cooked for a family of five on a strict budget for years, and these are the staples that never let me down.</p>
<h2>The core twelve</h2>
<ul>
<li><strong>Tinned tomatoes</strong>: the base of soups, curries, chilli and pasta sauce.</li>
<li><strong>Dried red lentils</strong>: cook in 15 minutes with no soaking and stretch any mince.</li>
<li><strong>Tinned chickpeas and beans</strong>: protein and fibre for pennies.</li>
<li><strong>Rice, pasta and rolled oats</strong>: filling, cheap and keep for months.</li>
<li><strong>Onions, garlic and potatoes</strong>: stored somewhere cool and dark.</li>
<li><strong>Stock cubes, soy sauce and a jar of curry paste</strong>: instant flavour.</li>
<li><strong>Frozen peas, spinach and mixed vegetables</strong>: as nutritious as fresh and never wasted.</li>
</ul>
<h2>Spices are an investment</h2>
<p>Buy spices from the world food aisle, where bags are a fraction of the price of small jars. Cumin, smoked paprika, chilli flakes, turmeric and dried oregano will take you around the world without leaving the kitchen.</p>
<h2>Cook once, eat twice</h2>
<p>A big pot of <strong>beef and black bean chilli</strong> becomes tacos on Tuesday, stuffed jacket potatoes on Thursday and a portion in the freezer for a rainy day. Plan leftovers on purpose rather than by accident.</p>
<h2>Shop the plan, not the offers</h2>
<p>Supermarket deals are designed to make you buy more than you need. Plan the week, check the cupboard first and buy only what is on the list. Loose vegetables are usually cheaper than packs, and the reduced shelf is perfect for things you will cook that evening or freeze.</p>
<p>A good pantry takes a few weeks to build, a couple of items at a time. Once it is there, <strong>you will always be twenty minutes away from a hearty meal</strong>.</p>`,
  },
  {
    slug: 'mediterranean-eating-for-every-age',
    title: 'Mediterranean Eating for Every Age: From Toddlers to Grandparents',
    categoryName: 'Nutrition',
    author: 'hannah',
    daysAgo: 17,
    art: { emoji: '🫒', accents: ['🍅', '🐟', '🍋'], palette: PALETTES.sky },
    html: `<p>The Mediterranean way of eating is consistently ranked among the healthiest in the world, and it is one of the few diets that works for the whole family at once. It is not a strict plan but a pattern: <strong>plenty of vegetables, beans, whole grains, fish and olive oil</strong>, with meat and sweets in smaller amounts.</p>
<h2>What is on the plate</h2>
<ul>
<li>Vegetables and fruit at every meal</li>
<li>Beans, lentils and chickpeas several times a week</li>
<li>Oily fish such as salmon, mackerel or sardines twice a week</li>
<li>Extra virgin olive oil as the main cooking fat</li>
<li>Nuts, seeds, yoghurt and a little cheese</li>
</ul>
<h2>For little ones</h2>
<p>Soft roasted vegetables, flaked fish and hummus on toast fingers are ideal first foods. Olive oil provides energy and healthy fats that growing brains need.</p>
<h2>For teenagers and adults</h2>
<p>A Greek salad with chickpeas or a chicken souvlaki traybake is filling enough for hungry teenagers and light enough for a working lunch. The fibre from beans and grains keeps energy levels steady through the afternoon.</p>
<h2>For older family members</h2>
<p>Research links the Mediterranean pattern with better heart health and healthy ageing. Dishes such as <strong>lemon and herb baked cod</strong> are soft, easy to digest and rich in protein, which helps maintain muscle strength later in life.</p>
<h2>Getting started</h2>
<p>You do not need to overhaul your kitchen. Swap butter for olive oil when roasting, add a tin of beans to your next stew and plan one fish supper a week. Finish meals with fruit and yoghurt more often than pudding.</p>
<p>Perhaps the most important Mediterranean habit is not a food at all: <strong>sitting down together and taking time over meals</strong>. That one is free, and it suits every age.</p>`,
  },
  {
    slug: 'lunchbox-ideas-that-come-home-empty',
    title: 'Lunchbox Ideas That Actually Come Home Empty',
    categoryName: 'Kids',
    author: 'maya',
    daysAgo: 21,
    art: { emoji: '🥪', accents: ['🍎', '🥕', '🧀'], palette: PALETTES.lemon },
    html: `<p>There is nothing more deflating than opening a school bag at four o'clock to find a squashed, untouched sandwich. After years of trial and error (mostly error), I have learned that a successful lunchbox is about <strong>variety, small portions and a little bit of fun</strong>.</p>
<h2>The lunchbox formula</h2>
<p>Aim for one item from each group and your child has a balanced lunch without you having to think too hard:</p>
<ul>
<li><strong>A main:</strong> a wrap, pasta salad, savoury muffin or rice paper rolls</li>
<li><strong>A protein:</strong> cheese cubes, a boiled egg, hummus or roasted chickpeas</li>
<li><strong>Vegetables:</strong> cucumber sticks, cherry tomatoes or sugar snap peas</li>
<li><strong>Fruit:</strong> grapes (halved for little ones), apple slices or berries</li>
<li><strong>A small treat:</strong> a homemade flapjack or a couple of crackers</li>
</ul>
<h2>Batch it on Sunday</h2>
<p>Our <strong>spinach and feta breakfast muffins</strong> double as lunchbox mains and keep for three days in the fridge. Roasted chickpeas last a week in a jar, and a batch of cheese straws disappears faster than I can bake them.</p>
<h2>Keep it fresh</h2>
<p>Squeeze lemon over apple slices to stop browning, pack wet ingredients separately and use an ice pack in warm weather. A good bento-style box with compartments stops everything turning into one soggy pile.</p>
<h2>Ask for feedback</h2>
<p>Once a week I ask my children what they liked and what they swapped with friends. The answers are often surprising: my middle child, who claims to hate tomatoes, was trading for them every day.</p>
<p>Lunch is only one meal, so do not worry if it is occasionally beige. <strong>A lunch that gets eaten beats a perfect lunch that comes home</strong>.</p>`,
  },
  {
    slug: 'freezer-friendly-family-favourites',
    title: 'Freezer-Friendly Family Favourites and How to Reheat Them',
    categoryName: 'Meal Prep',
    author: 'tom',
    daysAgo: 26,
    art: { emoji: '🍲', accents: ['🧊', '🥕', '🫘'], palette: PALETTES.teal },
    html: `<p>Your freezer is the most underrated piece of kitchen equipment you own. Filled well, it is a stash of home-cooked dinners for the evenings when cooking from scratch feels impossible. Here is how I keep ours stocked.</p>
<h2>What freezes brilliantly</h2>
<ul>
<li><strong>Soups, stews and curries</strong>: freeze in flat bags so they thaw quickly.</li>
<li><strong>Chilli and bolognese</strong>: portion into family-sized tubs.</li>
<li><strong>Meatballs</strong>: freeze on a tray first, then bag them so they do not stick together.</li>
<li><strong>Shepherd's pie and lasagne</strong>: assemble in foil trays, cover well and freeze before baking.</li>
<li><strong>Muffins, brownies and cookie dough</strong>: for lunchboxes and emergencies.</li>
</ul>
<h2>What does not</h2>
<p>Salad leaves, cucumber, raw potatoes and anything with a creamy dressing turn watery once defrosted. Cooked pasta is fine in a sauce but soggy on its own.</p>
<h2>Label everything</h2>
<p>Write the name, date and number of portions on every bag. Mystery tubs at the back of the freezer are how good food gets wasted. Most cooked dishes are best eaten within three months.</p>
<h2>Thawing and reheating safely</h2>
<p>Defrost overnight in the fridge, never on the worktop. Reheat until <strong>steaming hot all the way through</strong>, stirring halfway, and only reheat a portion once. Soups and curries can go straight from frozen into a pan over a gentle heat with a splash of water.</p>
<h2>The double-batch habit</h2>
<p>Whenever I make a freezer-friendly recipe, I double it. It takes barely five minutes longer, and in a month I have a freezer full of choice. Add those meals to the Forkcast planner on hectic weeks and dinner is simply a case of remembering to defrost.</p>
<p><strong>Cook once, eat twice, relax once a week</strong>: that is the whole secret.</p>`,
  },
  {
    slug: 'smarter-sweet-treats-with-less-sugar',
    title: 'Smarter Sweet Treats: Cutting Sugar Without Cutting Joy',
    categoryName: 'Healthy Swaps',
    author: 'priya',
    daysAgo: 32,
    art: { emoji: '🍓', accents: ['🍌', '🍫', '🫐'], palette: PALETTES.berry },
    html: `<p>Pudding is one of life's pleasures and I have no intention of banning it. But most of us, children included, eat far more added sugar than we realise. The NHS recommends <strong>no more than 30 g of free sugars a day for adults</strong>, and less for children: that is roughly seven sugar cubes for a grown-up.</p>
<h2>Let fruit do the work</h2>
<p>Ripe bananas, dates, baked apples and berries bring natural sweetness along with fibre. Our <strong>banana nice cream sundaes</strong> have no added sugar at all, and the children ask for them every weekend in summer.</p>
<h2>Reduce gradually</h2>
<p>Taste buds adapt. Cut the sugar in your favourite cake or crumble recipe by a quarter; most people never notice. A few weeks later, try cutting a little more.</p>
<h2>Boost flavour in other ways</h2>
<ul>
<li>Vanilla, cinnamon, nutmeg and cardamom make food taste sweeter than it is.</li>
<li>Citrus zest brightens fruit puddings without extra sugar.</li>
<li>A pinch of salt in chocolate desserts deepens the flavour.</li>
<li>Toasted nuts and oats add a satisfying crunch.</li>
</ul>
<h2>Watch the drinks</h2>
<p>Fizzy drinks and juices are the biggest source of sugar for many families. Try infused sparkling water with berries and cucumber, or a glass of milk with a meal. Keep juice to one small glass a day, with food.</p>
<h2>Keep treats as treats</h2>
<p>There is no need for guilt: birthday cake is for birthdays. The aim is to make everyday sweetness come from fruit and to enjoy the real treats properly.</p>
<p>Small swaps, made consistently, add up. <strong>Your family will still get their pudding; they will just be healthier for it.</strong></p>`,
  },
];
