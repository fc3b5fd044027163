import type {
  CalendarFeedDto,
  Envelope,
  HouseholdDto,
  HouseholdInviteDto,
  HouseholdInvitePayload,
  HouseholdJoinPayload,
  HouseholdMemberDto,
  HouseholdMemberPayload,
  HouseholdSettingsPayload,
} from '@contract/types';
import { normaliseInviteCode } from '@contract/schemas';
import type { Draft } from '@reduxjs/toolkit';
import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { baseApi, type ApiError } from './baseApi';
import { toHousehold, toHouseholdInvite, toHouseholdMember } from './mappers';
import type { CalendarFeed, Household, HouseholdInvite, HouseholdMember } from './models';
import { LIST, TAG, TAG_ID } from './tags';

/** POST /household/join: the code as typed, and whether the joiner's planned meals come along. */
export interface JoinHouseholdArgs {
  code: string;
  bringMeals?: boolean;
}

const HOUSEHOLD = { type: TAG.Household, id: TAG_ID.household } as const;
/** The household's calendar feed: fetched again with a change of household (ANOTHER_HOUSEHOLD). */
const CALENDAR = { type: TAG.Household, id: 'CALENDAR' } as const;

const toCalendarFeed = (dto: CalendarFeedDto): CalendarFeed => ({ url: dto.url, webcalUrl: dto.webcal_url });

/** Recipe lists asked `safe_for=household` depend on the members' allergies and diets. */
const RECIPE_LISTS = { type: TAG.RecipeList, id: LIST } as const;
/** The plan's conflicts and the shopping quantities follow the members (their diets, their portions). */
const MEAL_PLAN = { type: TAG.MealPlan, id: LIST } as const;
const SHOPPING_LIST = { type: TAG.ShoppingList, id: LIST } as const;

/** Everything that depends on who is in the household: all of it changes with a member or a join. */
const HOUSEHOLD_DEPENDENT = [HOUSEHOLD, RECIPE_LISTS, MEAL_PLAN, SHOPPING_LIST];

/**
 * A change of household (joined, left, removed by a parent): every household, plan and shopping
 * tag, whatever its id (each meal, each item), belongs to the family no longer seen.
 */
const ANOTHER_HOUSEHOLD = [TAG.Household, TAG.MealPlan, TAG.ShoppingList, RECIPE_LISTS];

/**
 * A refused change (422) changed nothing; any other answer, a failure included (a full household,
 * a member removed in another tab), means the cached household, and what depends on it (the
 * recipes safe for it, the plan's conflicts, the shopping quantities), may be stale: fetched again.
 */
const refreshUnlessRefused = (_result: unknown, error: ApiError | undefined) =>
  error?.status === 422 ? [] : HOUSEHOLD_DEPENDENT;

type Answer = Awaited<ReturnType<BaseQueryFn<string | FetchArgs, unknown, ApiError>>>;

/** Whether a mutation went through (a failure is shown by whoever called it). */
const succeeded = (fulfilled: PromiseLike<unknown>): PromiseLike<boolean> =>
  fulfilled.then(
    () => true,
    () => false,
  );

/** A mutation's answer once it went through, or null (a failure is shown by whoever called it). */
const answerOf = <T>(fulfilled: PromiseLike<{ data: T }>): PromiseLike<T | null> =>
  fulfilled.then(
    ({ data }) => data,
    () => null,
  );

/** A change's answer: its data in the app's shape under `key`, with the server's message (for the toast). */
const withMessage =
  <Key extends string, Dto, Value>(key: Key, toValue: (dto: Dto) => Value) =>
  (response: Envelope<Dto>) =>
    ({ [key]: toValue(response.data), message: response.message }) as Record<Key, Value> & { message: string };

/** Changes the cached household as a change that went through changed it on the server. */
const editHousehold = (dispatch: BaseQueryApi['dispatch'], edit: (household: Draft<Household>) => void) =>
  dispatch(householdApi.util.updateQueryData('getHousehold', undefined, edit));

/**
 * A join's or a leave's answer (the household the account is now in, and the server's message).
 * The new household is in the cache before the mutation settles, so that the refetch its
 * invalidation starts sees no change of household of its own (see getHousehold).
 */
async function moveHousehold(
  dispatch: BaseQueryApi['dispatch'],
  pending: Answer | PromiseLike<Answer>,
): Promise<{ data: { household: Household; message: string } } | { error: ApiError }> {
  const answer = await pending;
  if (answer.error) return { error: answer.error };
  const { data, message } = answer.data as Envelope<HouseholdDto>;
  const household = toHousehold(data);
  // The thunk's promise (the upsert written to the cache), whatever the dispatch's declared type.
  await Promise.resolve(dispatch(householdApi.util.upsertQueryData('getHousehold', undefined, household)));
  return { data: { household, message } };
}

export const householdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The account's household; the account itself is its first member (`is_you`). */
    getHousehold: build.query<Household, void>({
      query: () => '/household',
      transformResponse: (response: Envelope<HouseholdDto>) => toHousehold(response.data),
      providesTags: [HOUSEHOLD],
      /**
       * Another household than the one shown (a parent removed this account, which now has a fresh
       * household of its own; or it joined or left in another tab): the plan, the list and the safe
       * recipes cached are the old family's, fetched again.
       */
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const before = householdApi.endpoints.getHousehold.select()(getState()).data?.id;
        const { data, meta } = await queryFulfilled.catch(() => ({ data: null, meta: undefined }));
        // An answer put in by a join or a leave (no request, so no meta) comes with its own invalidation.
        if (data && meta && before !== undefined && data.id !== before) {
          dispatch(householdApi.util.invalidateTags(ANOTHER_HOUSEHOLD.filter((tag) => tag !== TAG.Household)));
        }
      },
    }),
    addHouseholdMember: build.mutation<HouseholdMember, HouseholdMemberPayload>({
      query: (body) => ({ url: '/household/members', method: 'POST', body }),
      transformResponse: (response: Envelope<HouseholdMemberDto>) => toHouseholdMember(response.data),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const member = await answerOf(queryFulfilled);
        if (!member) return;
        editHousehold(dispatch, (household) => {
          if (!household.members.some((known) => known.id === member.id)) household.members.push(member);
        });
      },
      invalidatesTags: refreshUnlessRefused,
    }),
    /** Sends only the fields given. */
    updateHouseholdMember: build.mutation<HouseholdMember, { id: number } & Partial<HouseholdMemberPayload>>({
      query: ({ id, ...changes }) => ({ url: `/household/members/${id}`, method: 'PATCH', body: changes }),
      transformResponse: (response: Envelope<HouseholdMemberDto>) => toHouseholdMember(response.data),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const member = await answerOf(queryFulfilled);
        if (!member) return;
        editHousehold(dispatch, (household) => {
          household.members = household.members.map((known) => (known.id === id ? member : known));
        });
      },
      invalidatesTags: refreshUnlessRefused,
    }),
    removeHouseholdMember: build.mutation<void, number>({
      query: (id) => ({ url: `/household/members/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      // Off the page at once (the card that held the focus is gone: the page moves it).
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        editHousehold(dispatch, (household) => {
          household.members = household.members.filter((known) => known.id !== id);
        });
      },
      invalidatesTags: refreshUnlessRefused,
    }),
    /**
     * A new invite code (parents only), replacing the household's previous one; it works for
     * HOUSEHOLD_INVITE_DAYS and lets in `uses` accounts (one when not given: no body is sent).
     */
    createHouseholdInvite: build.mutation<HouseholdInvite, HouseholdInvitePayload>({
      query: ({ uses }) => ({
        url: '/household/invite',
        method: 'POST',
        body: uses !== undefined && uses !== 1 ? ({ uses } satisfies HouseholdInvitePayload) : undefined,
      }),
      transformResponse: (response: Envelope<HouseholdInviteDto>) => toHouseholdInvite(response.data),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const invite = await answerOf(queryFulfilled);
        if (!invite) return;
        editHousehold(dispatch, (household) => {
          household.invite = invite;
        });
      },
      // Refused (not a parent any more, say): what the page shows is fetched again.
      invalidatesTags: (_result, error) => (error && error.status !== 422 && error.status !== 429 ? [HOUSEHOLD] : []),
    }),
    /** The live code stops working (parents only); the answer carries HOUSEHOLD.inviteRevoked. */
    revokeHouseholdInvite: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/household/invite', method: 'DELETE' }),
      transformResponse: (response: Envelope<null>) => ({ message: response.message }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        editHousehold(dispatch, (household) => {
          delete household.invite;
        });
      },
      // Whatever the answer (no code left to cancel, say), the household shows as the server has it.
      invalidatesTags: [HOUSEHOLD],
    }),
    /** Makes an account of the family a parent (parents only); the answer says so by name. */
    promoteHouseholdMember: build.mutation<{ member: HouseholdMember; message: string }, number>({
      query: (id) => ({ url: `/household/members/${id}/parent`, method: 'POST' }),
      transformResponse: withMessage('member', toHouseholdMember),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const data = await answerOf(queryFulfilled);
        if (!data) return;
        editHousehold(dispatch, (household) => {
          household.members = household.members.map((known) => (known.id === id ? data.member : known));
        });
      },
      invalidatesTags: [HOUSEHOLD],
    }),
    /**
     * Leaves the family: the answer is the account's own fresh household (HOUSEHOLD.left). The
     * family's plan, list and people stay with the family: every household, plan and shopping
     * cache is stale.
     */
    leaveHousehold: build.mutation<{ household: Household; message: string }, void>({
      queryFn: (_arg, api, _extra, baseQuery) =>
        moveHousehold(api.dispatch, baseQuery({ url: '/household/leave', method: 'POST' })),
      invalidatesTags: (result) => (result ? ANOTHER_HOUSEHOLD : [HOUSEHOLD]),
    }),
    /**
     * Joins the household an invite code belongs to (sent normalised: 'K7QXM2PA'). The answer is
     * the household joined, with the server's message ('You joined Sam's family'). From then on the
     * account sees that household's plan and shopping list: every household-dependent list is stale.
     * `bring_meals` is always sent: the joiner chose (leaving their meals behind is the default).
     */
    joinHousehold: build.mutation<{ household: Household; message: string }, JoinHouseholdArgs>({
      queryFn: ({ code, bringMeals }, api, _extra, baseQuery) =>
        moveHousehold(
          api.dispatch,
          baseQuery({
            url: '/household/join',
            method: 'POST',
            body: { code: normaliseInviteCode(code), bring_meals: bringMeals === true } satisfies HouseholdJoinPayload,
          }),
        ),
      invalidatesTags: (result) => (result ? ANOTHER_HOUSEHOLD : []),
    }),
    /**
     * PATCH /household/settings (parents only): the family's time zone (null: each browser's own)
     * and meal times. The answer is the household as saved, with the server's message. "This
     * week" follows the time zone: the plan and the list are fetched again.
     */
    updateHouseholdSettings: build.mutation<{ household: Household; message: string }, HouseholdSettingsPayload>({
      query: (body) => ({ url: '/household/settings', method: 'PATCH', body }),
      transformResponse: withMessage('household', toHousehold),
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const data = await answerOf(queryFulfilled);
        if (!data) return;
        await Promise.resolve(dispatch(householdApi.util.upsertQueryData('getHousehold', undefined, data.household)));
      },
      invalidatesTags: (result, error) =>
        result ? [MEAL_PLAN, SHOPPING_LIST] : error?.status === 422 ? [] : [HOUSEHOLD],
    }),
    /** GET /household/calendar: the family's private feed URL (made on the first ask). */
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => '/household/calendar',
      transformResponse: (response: Envelope<CalendarFeedDto>) => toCalendarFeed(response.data),
      providesTags: [CALENDAR],
    }),
    /** POST /household/calendar (parents only): a new URL; the old one stops working at once. */
    renewCalendarFeed: build.mutation<{ feed: CalendarFeed; message: string }, void>({
      query: () => ({ url: '/household/calendar', method: 'POST' }),
      transformResponse: withMessage('feed', toCalendarFeed),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await answerOf(queryFulfilled);
        if (!data) return;
        await Promise.resolve(dispatch(householdApi.util.upsertQueryData('getCalendarFeed', undefined, data.feed)));
      },
      // Refused (no longer a parent, say): the household is fetched again, and the page with it.
      invalidatesTags: (result, error) => (result || error?.status === 429 ? [] : [HOUSEHOLD]),
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
  useRevokeHouseholdInviteMutation,
  usePromoteHouseholdMemberMutation,
  useLeaveHouseholdMutation,
  useJoinHouseholdMutation,
  useGetFoodsQuery,
  useUpdateHouseholdSettingsMutation,
  useGetCalendarFeedQuery,
  useRenewCalendarFeedMutation,
} = householdApi;
