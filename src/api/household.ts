import type {
  Envelope,
  HouseholdDto,
  HouseholdInviteDto,
  HouseholdJoinPayload,
  HouseholdMemberDto,
  HouseholdMemberPayload,
} from '@contract/types';
import { normaliseInviteCode } from '@contract/schemas';
import { baseApi, type ApiError } from './baseApi';
import { LIST, TAG, TAG_ID } from './tags';

const HOUSEHOLD = { type: TAG.Household, id: TAG_ID.household } as const;

/** Recipe lists asked `safe_for=household` depend on the members' allergies and diets. */
const RECIPE_LISTS = { type: TAG.RecipeList, id: LIST } as const;
/** The plan's conflicts and the shopping quantities follow the members (their diets, their portions). */
const MEAL_PLAN = { type: TAG.MealPlan, id: LIST } as const;
const SHOPPING_LIST = { type: TAG.ShoppingList, id: LIST } as const;

/** Everything that depends on who is in the household: all of it changes with a member or a join. */
const HOUSEHOLD_DEPENDENT = [HOUSEHOLD, RECIPE_LISTS, MEAL_PLAN, SHOPPING_LIST];

/**
 * A refused change (422) changed nothing; any other answer, a failure included (a full household,
 * a member removed in another tab), means the cached household, and what depends on it (the
 * recipes safe for it, the plan's conflicts, the shopping quantities), may be stale: fetched again.
 */
const refreshUnlessRefused = (_result: unknown, error: ApiError | undefined) =>
  error?.status === 422 ? [] : HOUSEHOLD_DEPENDENT;

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
    /** A new invite code, replacing the household's previous one; it works for HOUSEHOLD_INVITE_DAYS. */
    createHouseholdInvite: build.mutation<HouseholdInviteDto, void>({
      query: () => ({ url: '/household/invite', method: 'POST' }),
      transformResponse: (response: Envelope<HouseholdInviteDto>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: invite } = await queryFulfilled.catch(() => ({ data: null }));
        if (!invite) return;
        dispatch(
          householdApi.util.updateQueryData('getHousehold', undefined, (household) => {
            household.invite = invite;
          }),
        );
      },
    }),
    /**
     * Joins the household an invite code belongs to (sent normalised: 'K7QXM2PA'). The answer is
     * the household joined, with the server's message ('You joined Sam's family'). From then on the
     * account sees that household's plan and shopping list: every household-dependent list is stale.
     */
    joinHousehold: build.mutation<{ household: HouseholdDto; message: string }, HouseholdJoinPayload>({
      query: ({ code }) => ({
        url: '/household/join',
        method: 'POST',
        body: { code: normaliseInviteCode(code) } satisfies HouseholdJoinPayload,
      }),
      transformResponse: (response: Envelope<HouseholdDto>) => ({
        household: response.data,
        message: response.message,
      }),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // The new household shows at once; the refetch (invalidated below) confirms it.
        dispatch(householdApi.util.upsertQueryData('getHousehold', undefined, data.household));
      },
      invalidatesTags: (result) => (result ? HOUSEHOLD_DEPENDENT : []),
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
  useCreateHouseholdInviteMutation,
  useJoinHouseholdMutation,
  useGetFoodsQuery,
} = householdApi;
