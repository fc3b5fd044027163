import { WEEKDAYS, type Weekday } from '@contract/constants';
import type {
  Envelope,
  ShoppingItemDto,
  ShoppingItemPatch,
  ShoppingItemPayload,
  ShoppingListDto,
} from '@contract/types';
import type { IsoDate } from '@contract/weeks';
import { baseApi } from './baseApi';
import { toShoppingItem, toShoppingList } from './mappers';
import type { ShoppingItem, ShoppingList } from './models';
import { LIST, TAG } from './tags';

export interface ShoppingListArgs {
  /** The chosen days, in week order; all seven ask for the whole week. */
  days: Weekday[];
  /**
   * Issue 38: any date of the wanted week ('2026-11-28'); omitted, the server's this week (in the
   * household's time zone, UTC when it has none: the page always sends the week its browser sees).
   */
  week?: IsoDate;
}

/** Which week an item's tick or hide belongs to: ticks are kept per week. Omitted: this week. */
export interface ShoppingWeekArg {
  week?: IsoDate;
}

/** The `days` query value: omitted for the whole week (the API's default), else 'saturday,sunday'. */
export function shoppingDaysParam(days: readonly Weekday[]): string | undefined {
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  return chosen.length === WEEKDAYS.length ? undefined : chosen.join(',');
}

/** The query of a list request: `days` and `week`, each only when given. */
function listParams({ days, week }: ShoppingListArgs): Record<string, string> | undefined {
  const param = shoppingDaysParam(days);
  const params = { ...(param === undefined ? {} : { days: param }), ...(week === undefined ? {} : { week }) };
  return Object.keys(params).length === 0 ? undefined : params;
}

/** `?week=` on an item's PATCH and DELETE (the server reads it there, as on the list). */
const weekParams = (week: IsoDate | undefined) => (week === undefined ? undefined : { week });

export const shoppingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShoppingList: build.query<ShoppingList, ShoppingListArgs>({
      query: (args) => ({ url: '/shopping-list', params: listParams(args) }),
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
    /**
     * Ticks an item (`checked`) or puts a hidden planned item back (`hidden: false`) in the given
     * week; sends only what is given.
     */
    updateShoppingItem: build.mutation<ShoppingItem, { id: string } & ShoppingItemPatch & ShoppingWeekArg>({
      query: ({ id, checked, hidden, week }) => ({
        url: `/shopping-list/items/${encodeURIComponent(id)}`,
        method: 'PATCH',
        params: weekParams(week),
        body: {
          ...(checked === undefined ? {} : { checked }),
          ...(hidden === undefined ? {} : { hidden }),
        } satisfies ShoppingItemPatch,
      }),
      transformResponse: (response: Envelope<ShoppingItemDto>) => toShoppingItem(response.data),
    }),
    /** A typed item: the household's running list, whatever the week (so no `week`). */
    addShoppingItem: build.mutation<ShoppingItem, ShoppingItemPayload>({
      query: ({ name }) => ({ url: '/shopping-list/items', method: 'POST', body: { name } }),
      transformResponse: (response: Envelope<ShoppingItemDto>) => toShoppingItem(response.data),
    }),
    /**
     * Removes a typed item, or hides a planned one for the given week (it stays listed with
     * `hidden: true`).
     */
    removeShoppingItem: build.mutation<void, { id: string } & ShoppingWeekArg>({
      query: ({ id, week }) => ({
        url: `/shopping-list/items/${encodeURIComponent(id)}`,
        method: 'DELETE',
        params: weekParams(week),
      }),
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
