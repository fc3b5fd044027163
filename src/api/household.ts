import type { Envelope, HouseholdDto, HouseholdMemberDto, HouseholdMemberPayload } from '@contract/types';
import { baseApi, type ApiError } from './baseApi';
import { LIST, TAG } from './tags';

const HOUSEHOLD = { type: TAG.Household, id: 'MINE' } as const;

/** Recipe lists asked `safe_for=household` depend on the members' allergies and diets. */
const RECIPE_LISTS = { type: TAG.RecipeList, id: LIST } as const;

/**
 * A refused change (422) changed nothing; any other answer, a failure included (a full household,
 * a member removed in another tab), means the cached household, and the lists of recipes safe
 * for it, may be stale: fetched again.
 */
const refreshUnlessRefused = (_result: unknown, error: ApiError | undefined) =>
  error?.status === 422 ? [] : [HOUSEHOLD, RECIPE_LISTS];

export const householdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The account's household; the account itself is its first member (`is_you`). */
    getHousehold: build.query<HouseholdDto, void>({
      query: () => '/household',
      transformResponse: (response: Envelope<HouseholdDto>) => response.data,
      providesTags: [HOUSEHOLD],
    }),
    addHouseholdMember: build.mutation<HouseholdMemberDto, HouseholdMemberPayload>({
      query: (body) => ({ url: '/household/members', method: 'POST', body }),
      transformResponse: (response: Envelope<HouseholdMemberDto>) => response.data,
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data: member } = await queryFulfilled.catch(() => ({ data: null }));
        if (!member) return;
        dispatch(
          householdApi.util.updateQueryData('getHousehold', undefined, (household) => {
            if (!household.members.some((known) => known.id === member.id)) household.members.push(member);
          }),
        );
      },
      invalidatesTags: refreshUnlessRefused,
    }),
    /** Sends only the fields given. */
    updateHouseholdMember: build.mutation<HouseholdMemberDto, { id: number } & Partial<HouseholdMemberPayload>>({
      query: ({ id, ...changes }) => ({ url: `/household/members/${id}`, method: 'PATCH', body: changes }),
      transformResponse: (response: Envelope<HouseholdMemberDto>) => response.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: member } = await queryFulfilled.catch(() => ({ data: null }));
        if (!member) return;
        dispatch(
          householdApi.util.updateQueryData('getHousehold', undefined, (household) => {
            household.members = household.members.map((known) => (known.id === id ? member : known));
          }),
        );
      },
      invalidatesTags: refreshUnlessRefused,
    }),
    removeHouseholdMember: build.mutation<void, number>({
      query: (id) => ({ url: `/household/members/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      // Off the page at once (the card that held the focus is gone: the page moves it).
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!done) return;
        dispatch(
          householdApi.util.updateQueryData('getHousehold', undefined, (household) => {
            household.members = household.members.filter((known) => known.id !== id);
          }),
        );
      },
      invalidatesTags: refreshUnlessRefused,
    }),
    /** Every food name of the catalogue, sorted: the only names a dislike may take. */
    getFoods: build.query<string[], void>({
      query: () => '/foods',
      transformResponse: (response: Envelope<unknown>) =>
        Array.isArray(response.data) ? response.data.filter((name): name is string => typeof name === 'string') : [],
      // The catalogue changes with a release, not within a visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetHouseholdQuery,
  useAddHouseholdMemberMutation,
  useUpdateHouseholdMemberMutation,
  useRemoveHouseholdMemberMutation,
  useGetFoodsQuery,
} = householdApi;
