import { conflictsOf, type Member } from './mealPeople';

const member = (fields: Partial<Member> & Pick<Member, 'id' | 'name'>): Member => ({
  ageGroup: 'adult',
  portion: null,
  allergens: [],
  diets: [],
  dislikes: [],
  ...fields,
});

describe('conflictsOf', () => {
  const mia = member({ id: 1, name: 'Mia', allergens: ['crustaceans', 'mustard', 'peanuts'] });

  it('names an allergen the meal only may contain apart from one it contains, each with its food (issue 35)', () => {
    expect(conflictsOf(['2 tbsp Thai red curry paste', '2 tbsp peanut butter', '1 onion'], [mia])).toEqual([
      { member_id: 1, member_name: 'Mia', may_contain: 'crustaceans', food: 'curry paste' },
      { member_id: 1, member_name: 'Mia', may_contain: 'mustard', food: 'curry paste' },
      { member_id: 1, member_name: 'Mia', allergen: 'peanuts', food: 'peanut butter' },
    ]);
  });

  it('never says "may contain" of an allergen another food contains', () => {
    expect(conflictsOf(['2 tbsp Thai red curry paste', '200 g prawns'], [mia])).toEqual([
      { member_id: 1, member_name: 'Mia', allergen: 'crustaceans', food: 'prawn' },
      { member_id: 1, member_name: 'Mia', may_contain: 'mustard', food: 'curry paste' },
    ]);
  });

  it('says nothing of what someone is not allergic to, and believes a free-from label', () => {
    const sam = member({ id: 2, name: 'Sam', allergens: ['milk'], diets: ['vegan'] });
    expect(conflictsOf(['2 tbsp Thai red curry paste', '100 g dark chocolate'], [sam])).toEqual([
      { member_id: 2, member_name: 'Sam', may_contain: 'milk', food: 'dark chocolate' },
    ]);
    expect(conflictsOf(['100 g dairy-free dark chocolate'], [sam])).toEqual([]);
  });
});
