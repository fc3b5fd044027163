import { ALLERGENS, HOUSEHOLD_MEMBERS_MAX, MEMBER_NAME_MAX_LENGTH } from '../../contract/constants';
import { VALIDATION as V } from '../../contract/messages';
import {
  householdMemberPatchSchema,
  householdMemberSchema,
  loginSchema,
  mealAttendeesSchema,
  shoppingItemSchema,
} from '../../contract/schemas';
import { HttpError } from './errors';
import { validate } from './validate';

/**
 * Lists and text over their caps are refused before yup looks at a single item (issue 33): yup
 * validates every item of a list before the list's `max`, which for 200,000 items took seconds
 * and held the event loop. A list that counts its item reads shows the order without a clock.
 */

/** A list of `length` copies of `item` that counts how many of its items were read. */
function countingList<T>(length: number, item: T): { list: T[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy(new Array<T>(length).fill(item), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads: () => reads };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; errors: Record<string, string[]> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, errors: error.errors ?? {} };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validate: caps before items', () => {
  it.each([
    ['allergens', V.allergenInvalid, 'milk'],
    ['diets', V.dietInvalid, 'vegetarian'],
    ['dislikes', V.dislikesInvalid, 'mushroom'],
  ])('refuses 200,000 %s with the field message, reading none of them', async (field, message, item) => {
    const { list, reads } = countingList(200_000, item);
    const answer = await refusal(validate(householdMemberSchema, { name: 'Mia', age_group: 'child', [field]: list }));
    expect(answer).toEqual({ status: 422, errors: { [field]: [message] } });
    expect(reads()).toBe(0);
  });

  it('refuses 200,000 member ids, and one past the household cap, reading none of them', async () => {
    for (const length of [200_000, HOUSEHOLD_MEMBERS_MAX + 1]) {
      const { list, reads } = countingList(length, 7);
      const answer = await refusal(validate(mealAttendeesSchema, { member_ids: list }));
      expect(answer).toEqual({ status: 422, errors: { member_ids: [V.attendeesInvalid] } });
      expect(reads()).toBe(0);
    }
  });

  it('still takes a list at its cap, and refuses its bad items as before', async () => {
    await expect(validate(householdMemberPatchSchema, { allergens: [...ALLERGENS] })).resolves.toMatchObject({
      allergens: [...ALLERGENS],
    });
    const answer = await refusal(validate(householdMemberPatchSchema, { allergens: ['milk', 'gravel'] }));
    expect(answer.errors).toEqual({ allergens: [V.allergenInvalid] });
  });

  it('refuses over-long text and over-long list items with their messages', async () => {
    const long = 'x'.repeat(900_000);
    expect((await refusal(validate(householdMemberPatchSchema, { name: long }))).errors).toEqual({
      name: [V.memberNameTooLong],
    });
    expect((await refusal(validate(householdMemberPatchSchema, { dislikes: ['leek', long] }))).errors).toEqual({
      dislikes: [V.dislikesInvalid],
    });
    expect((await refusal(validate(loginSchema, { email: `${long}@example.com`, password: 'x' }))).errors).toEqual({
      email: [V.emailInvalid],
    });
    expect((await refusal(validate(shoppingItemSchema, { name: long }))).errors).toEqual({
      name: [V.shoppingItemTooLong],
    });
  });

  it('measures text once trimmed, as the form does', async () => {
    const name = `  ${'a'.repeat(MEMBER_NAME_MAX_LENGTH)}  `;
    await expect(validate(householdMemberPatchSchema, { name })).resolves.toMatchObject({
      name: 'a'.repeat(MEMBER_NAME_MAX_LENGTH),
    });
  });
});
