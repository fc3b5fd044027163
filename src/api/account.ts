import type {
  ChangePasswordPayload,
  EmailDto,
  Envelope,
  LoginDto,
  LoginPayload,
  OtpPayload,
  OtpVerifiedDto,
  RegisterPayload,
  ResetPasswordPayload,
  UserDto,
} from '@contract/types';
import { USER_REFETCH_MINUTES } from '@contract/constants';
import { baseApi } from './baseApi';
import { toUser } from './mappers';
import type { User } from './models';
import { TAG } from './tags';

export interface SignedIn {
  token: string;
  user: User;
}

export interface ProfileUpdate {
  name: string;
  email: string;
  /** Sent only when a new picture was chosen (SPEC.md §3). */
  avatar?: File | null;
}

/** The email and password-reset key that the reset step needs (SPEC.md §3). */
export interface ResetKey {
  email: string;
  key: string;
}

const toSignedIn = (response: Envelope<LoginDto>): SignedIn => ({
  token: response.data.token,
  user: toUser(response.data.user),
});

const post = <T>(url: string, body: T) => ({ url, method: 'POST', body });

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/users/data',
      transformResponse: (response: Envelope<UserDto>) => toUser(response.data),
      providesTags: [TAG.User],
    }),
    register: build.mutation<SignedIn, RegisterPayload>({
      query: (payload) => post('/users/register', payload),
      transformResponse: toSignedIn,
    }),
    login: build.mutation<SignedIn, LoginPayload>({
      query: (payload) => post('/users/login', payload),
      transformResponse: toSignedIn,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/users/logout', method: 'POST' }),
      transformResponse: () => undefined,
    }),
    emailVerify: build.mutation<string, { email: string }>({
      query: (payload) => post('/users/login/email-verify', payload),
      transformResponse: (response: Envelope<EmailDto>) => response.data.email,
    }),
    otpVerify: build.mutation<ResetKey, OtpPayload>({
      query: (payload) => post('/users/login/otp-verify', payload),
      transformResponse: (response: Envelope<OtpVerifiedDto>) => ({
        email: response.data.email,
        key: response.data.password_reset_token,
      }),
    }),
    otpResend: build.mutation<string, { email: string }>({
      query: (payload) => post('/users/login/otp-resend', payload),
      transformResponse: (response: Envelope<EmailDto>) => response.data.email,
    }),
    resetPassword: build.mutation<void, ResetPasswordPayload>({
      query: (payload) => post('/users/login/reset-password', payload),
      transformResponse: () => undefined,
    }),
    updateProfile: build.mutation<User, ProfileUpdate>({
      query: ({ name, email, avatar }) => {
        const form = new FormData();
        form.append('name', name);
        form.append('email', email);
        if (avatar) form.append('avatar', avatar);
        return { url: '/users/data/update', method: 'POST', body: form };
      },
      transformResponse: (response: Envelope<UserDto>) => toUser(response.data),
      invalidatesTags: [TAG.User],
    }),
    changePassword: build.mutation<void, ChangePasswordPayload>({
      query: (payload) => post('/users/password/change', payload),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useEmailVerifyMutation,
  useOtpVerifyMutation,
  useOtpResendMutation,
  useResetPasswordMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} = accountApi;

/** SPEC.md §4: with a token, the user is fetched and refetched every 60 minutes. */
export const CURRENT_USER_POLLING_MS = USER_REFETCH_MINUTES * 60 * 1000;
