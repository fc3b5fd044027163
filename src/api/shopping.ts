import { WEEKDAYS, type Weekday } from '@contract/constants';
import type {
  Envelope,
  ShoppingItemDto,
  ShoppingItemPatch,
  ShoppingItemPayload,
  ShoppingListDto,
} from '@contract/types';
import { baseApi } from './baseApi';
import { toShoppingItem, toShoppingList } from './mappers';
import type { ShoppingItem, ShoppingList } from './models';
import { LIST, TAG } from './tags';

export interface ShoppingListArgs {
  /** The chosen days, in week order; all seven ask for the whole week. */
  days: Weekday[];
}

/** The `days` query value: omitted for the whole week (the API's default), else 'saturday,sunday'. */
export function shoppingDaysParam(days: readonly Weekday[]): string | undefined {
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  return chosen.length === WEEKDAYS.length ? undefined : chosen.join(',');
}

export const shoppingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShoppingList: build.query<ShoppingList, ShoppingListArgs>({
      query: ({ days }) => {
        const param = shoppingDaysParam(days);
        return { url: '/shopping-list', params: param === undefined ? undefined : { days: param } };
      },
      transformResponse: (response: Envelope<ShoppingListDto>) => toShoppingList(response.data),
      // Meal-plan mutations invalidate the LIST tag too (api/mealPlans.ts): planned meals make the list.
      providesTags: (result) => [
        { type: TAG.ShoppingList, id: LIST },
        ...(result?.items.map((item) => ({ type: TAG.ShoppingList, id: item.id })) ?? []),
      ],
    }),
    // The three item mutations invalidate nothing: the page's items live in a normalised slice
    // (features/shopping/shoppingItemsSlice.ts) that applies each change at once and rolls it back
    // on failure; a refetch after every tick would race the ticks still in flight.
    /** Ticks an item (`checked`) or puts a hidden planned item back (`hidden: false`); sends only what is given. */
    updateShoppingItem: build.mutation<ShoppingItem, { id: string } & ShoppingItemPatch>({
      query: ({ id, checked, hidden }) => ({
        url: `/shopping-list/items/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: {
          ...(checked === undefined ? {} : { checked }),
          ...(hidden === undefined ? {} : { hidden }),
        } satisfies ShoppingItemPatch,
      }),
      transformResponse: (response: Envelope<ShoppingItemDto>) => toShoppingItem(response.data),
    }),
    addShoppingItem: build.mutation<ShoppingItem, ShoppingItemPayload>({
      query: ({ name }) => ({ url: '/shopping-list/items', method: 'POST', body: { name } }),
      transformResponse: (response: Envelope<ShoppingItemDto>) => toShoppingItem(response.data),
    }),
    /** Removes a typed item, or hides a planned one for the week (it stays listed with `hidden: true`). */
    removeShoppingItem: build.mutation<void, string>({
      query: (id) => ({ url: `/shopping-list/items/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useGetShoppingListQuery,
  useUpdateShoppingItemMutation,
  useAddShoppingItemMutation,
  useRemoveShoppingItemMutation,
} = shoppingApi;
