/**
 * The composition table's nutrient columns are written by a migration and named by hand in the
 * schema; these tests hold both to NUTRIENTS, so a nutrient added there cannot be forgotten here.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { NUTRIENTS } from '../../../contract/constants';
import { TABLE_NUTRIENTS } from '../../services/nutrition/compositionTable';
import { loadTemplate } from '../../test/pgliteTemplate';
import { openPglite, type DatabaseHandle } from '../client';
import { foodCompositions } from './nutrition';

/** The columns that say which row it is, not what 100 g of the food holds. */
const DESCRIPTIVE_FIELDS = new Set(['code', 'name', 'foodGroup', 'tableVersion']);

const columns = Object.entries(getTableColumns(foodCompositions));
const nutrientColumns = columns.filter(([field]) => !DESCRIPTIVE_FIELDS.has(field));

describe('food_compositions in the schema', () => {
  it('has one column per nutrient, in NUTRIENTS order, under the table’s field names', () => {
    expect(nutrientColumns.map(([field]) => field)).toEqual(TABLE_NUTRIENTS);
  });

  it('names each column as the wire names its nutrient, salt held as sodium', () => {
    const expected = NUTRIENTS.map(({ key }) => (key === 'salt_g' ? 'sodium_g' : key));
    expect(nutrientColumns.map(([, column]) => column.name)).toEqual(expected);
  });

  it('holds every nutrient as a double, never null', () => {
    for (const [field, column] of nutrientColumns)
      expect({ field, type: column.getSQLType(), notNull: column.notNull }).toEqual({
        field,
        type: 'double precision',
        notNull: true,
      });
  });
});

describe('food_compositions as the migrations leave it', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const template = process.env.PGLITE_TEMPLATE;
    handle = await openPglite(template ? { loadDataDir: loadTemplate(template) } : {});
  });

  afterAll(async () => {
    await handle.close();
  });

  it('has exactly the schema’s columns, of the schema’s types', async () => {
    const result = await handle.db.execute(
      sql`select column_name, data_type, is_nullable from information_schema.columns
          where table_schema = 'public' and table_name = 'food_compositions' order by ordinal_position`,
    );
    // PGlite answers { rows }.
    const { rows } = result as unknown as { rows: { column_name: string; data_type: string; is_nullable: string }[] };
    const migrated = rows.map((row) => ({
      name: row.column_name,
      type: row.data_type,
      notNull: row.is_nullable === 'NO',
    }));
    const declared = columns.map(([, column]) => ({
      name: column.name,
      type: column.getSQLType(),
      notNull: column.notNull,
    }));
    expect(migrated).toEqual(declared);
  });
});
