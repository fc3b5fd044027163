import { nutritionLine } from './nutrition';

function reader(fields: Record<string, string>): (key: string) => string | null {
  const values = new Map(Object.entries(fields));
  return (key) => values.get(key) ?? null;
}

describe('nutritionLine', () => {
  it('writes the figures as one line, in a fixed order, with units', () => {
    expect(
      nutritionLine(
        reader({
          fatContent: '9 grams',
          calories: '420 calories',
          proteinContent: '12',
          carbohydrateContent: '60 g',
          sodiumContent: '300',
          fiberContent: '4,5 g',
          sugarContent: '<1 g',
          servingSize: '1 slice',
        }),
      ),
    ).toBe(
      'Per serving (1 slice): 420 kcal · protein 12 g · fat 9 g · carbohydrate 60 g · sugar < 1 g · fibre 4.5 g · sodium 300 mg',
    );
  });

  it('keeps short words and drops long prose', () => {
    expect(nutritionLine(reader({ calories: 'about half', fatContent: 'x'.repeat(100) }))).toBe(
      'Per serving: about half',
    );
  });

  it('is null without figures', () => {
    expect(nutritionLine(reader({ servingSize: '1 bowl' }))).toBeNull();
  });
});
