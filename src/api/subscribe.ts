import type { EmailDto, Envelope } from '@contract/types';
import { baseApi } from './baseApi';

export const subscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<{ email: string; message: string }, string>({
      query: (email) => ({ url: '/subscribe', method: 'POST', body: { email } }),
      transformResponse: (response: Envelope<EmailDto>) => ({ email: response.data.email, message: response.message }),
    }),
  }),
});

export const { useSubscribeMutation } = subscribeApi;
