import { toHouseholdMember } from '@/api/mappers';
import { LEO as LEO_ON_THE_WIRE } from './__tests__/householdFixtures';
import { memberChanges, newMemberPayload, serverFieldErrors, valuesOf } from './memberForm';

const LEO = toHouseholdMember(LEO_ON_THE_WIRE);

describe('the member form', () => {
  it('starts an edit with an empty portion when the member eats their age group’s default', () => {
    expect(valuesOf(LEO).portion).toBe('');
    expect(valuesOf({ ...LEO, portion: 0.6 }).portion).toBe(0.6);
  });

  it('leaves an empty portion out of a new member, and sends a typed one', () => {
    const values = { ...valuesOf(LEO), name: '  Mia ', allergens: ['peanuts', 'milk'] as const };
    expect(newMemberPayload({ ...values, allergens: [...values.allergens] })).toEqual({
      name: 'Mia',
      age_group: 'child',
      allergens: ['milk', 'peanuts'],
      diets: ['vegetarian'],
      dislikes: ['mushroom', 'olive'],
    });
    expect(newMemberPayload({ ...valuesOf(LEO), portion: 0.6 }).portion).toBe(0.6);
  });

  it('sends only what an edit changed', () => {
    const initial = valuesOf(LEO);
    expect(memberChanges(initial, initial)).toEqual({});
    expect(memberChanges(initial, { ...initial, dislikes: ['olive', 'mushroom'] })).toEqual({});
    expect(memberChanges(initial, { ...initial, name: 'Leo ' })).toEqual({});
    expect(memberChanges(initial, { ...initial, name: 'Leon', diets: [] })).toEqual({ name: 'Leon', diets: [] });
    expect(memberChanges(initial, { ...initial, portion: 0.75 })).toEqual({ portion: 0.75 });
  });

  it('sends the default back (null) for an emptied portion, and with a new age group', () => {
    const custom = valuesOf({ ...LEO, portion: 0.6 });
    expect(memberChanges(custom, { ...custom, portion: '' })).toEqual({ portion: null });
    const initial = valuesOf(LEO);
    expect(memberChanges(initial, { ...initial, age_group: 'teen' })).toEqual({ age_group: 'teen', portion: null });
    expect(memberChanges(initial, { ...initial, age_group: 'teen', portion: 0.75 })).toEqual({
      age_group: 'teen',
      portion: 0.75,
    });
  });

  it("puts the server's messages on their fields, a list item's on its list", () => {
    expect(
      serverFieldErrors({
        status: 422,
        message: 'The given data was invalid.',
        errors: { 'dislikes.1': ['unicorn is not a food'], name: ['Too long', 'Other'], token: ['x'] },
      }),
    ).toEqual({ dislikes: 'unicorn is not a food', name: 'Too long' });
    expect(serverFieldErrors({ status: 500, message: 'Server error' })).toEqual({});
  });
});
