import { countOf, plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'servings'],
    [1, 'serving'],
    [2, 'servings'],
    [1.5, 'servings'],
    [21, 'servings'],
  ])('%d → %s', (count, expected) => {
    expect(plural(count, 'serving')).toBe(expected);
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'person', 'people')).toBe('person');
    expect(plural(3, 'person', 'people')).toBe('people');
  });
});

describe('countOf', () => {
  it('puts the count before the right form', () => {
    expect(countOf(1, 'serving')).toBe('1 serving');
    expect(countOf(0, 'review')).toBe('0 reviews');
    expect(countOf(12, 'ingredient')).toBe('12 ingredients');
  });

  it('shows a formatted number but chooses the form by the count', () => {
    expect(countOf(1204, 'view', { shown: '1,204' })).toBe('1,204 views');
    expect(countOf(1, 'view', { shown: '1' })).toBe('1 view');
  });
});
