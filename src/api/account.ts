import type { Envelope, UserDto } from '@contract/types';
import { USER_REFETCH_MINUTES } from '@contract/constants';
import { baseApi } from './baseApi';
import { toUser } from './mappers';
import type { User } from './models';
import { TAG } from './tags';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/users/data',
      transformResponse: (response: Envelope<UserDto>) => toUser(response.data),
      providesTags: [TAG.User],
    }),
  }),
});

export const { useGetCurrentUserQuery } = accountApi;

/** SPEC.md §4: with a token, the user is fetched and refetched every 60 minutes. */
export const CURRENT_USER_POLLING_MS = USER_REFETCH_MINUTES * 60 * 1000;
