import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { SUCCESS } from '../../contract/messages';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  otpResendSchema,
  otpSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../contract/schemas';
import type { EmailDto, LoginDto, OtpVerifiedDto, UserDto } from '../../contract/types';
import { ok } from '../http/envelope';
import { HttpError, unprocessable } from '../http/errors';
import { multipartText } from '../http/textInput';
import { withUpload } from '../http/uploadRequest';
import { validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import {
  ACCOUNT_MESSAGES,
  changePassword,
  findUserByEmail,
  logIn,
  registerUser,
  toUserDto,
  updateProfile,
} from '../services/accounts/accounts';
import { sendResetCode } from '../services/accounts/accountMail';
import { prepareDummyHash } from '../services/accounts/passwords';
import { discardResetCode, issueResetCode, resetPassword, verifyResetCode } from '../services/accounts/otp';
import { revokeToken } from '../services/accounts/tokens';
import { DomainError } from '../services/errors';
import { sha256 } from '../services/infra/randomTokens';

/**
 * Failed passwords (OWASP's scheme, see FailureLimits): 5 per address and account and 20 per
 * address in 15 minutes; after 10 failures of one account, one per address. All tries, right or
 * wrong, are also limited to 30 a minute per address (argon2 costs CPU and memory either way).
 */
const PASSWORD_FAILURE_LIMITS = { perAddressAndAccount: 5, perAddress: 20, accountBrake: 10 } as const;

const isRefusedPassword = (error: unknown) => error instanceof DomainError && error.kind === 'invalid';
import { fileSizeLimit, saveToScratch } from '../services/infra/uploadStreams';

const profileNameSchema = profileSchema.pick(['name']);
const MAIL_UNAVAILABLE = 'We could not send the email right now. Please try again in a few minutes.';

/**
 * The profile form: multipart (name, email, optional avatar file) or a JSON body. The avatar is
 * streamed to a file in `scratchDir` (413 past the image size limit), never held in memory.
 */
async function readProfileForm(
  request: FastifyRequest,
  scratchDir: string,
): Promise<{ fields: Record<string, unknown>; avatar?: string }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown> };
  const fields: Record<string, unknown> = {};
  let avatar: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
    if (part.type === 'field')
      fields[part.fieldname] = typeof part.value === 'string' ? multipartText(part.fieldname, part.value) : part.value;
    else if (part.fieldname === 'avatar') {
      const saved = await saveToScratch(scratchDir, part.file, fileSizeLimit('avatar', IMAGE_MAX_BYTES));
      // Browsers send an empty, nameless part when no file was chosen.
      if (saved.bytes > 0 || part.filename) avatar = saved.path;
    } else part.file.resume();
  }
  return { fields, avatar };
}

/** Account and password-reset routes (SPEC.md §7); see docs/api/account.md. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const smtpConfigured = Boolean(app.config.smtpUrl);
  await prepareDummyHash();

  async function userByEmailOr422(email: string) {
    const user = await findUserByEmail(app.db, email);
    if (!user) throw unprocessable({ email: [ACCOUNT_MESSAGES.unknownEmail] });
    return user;
  }

  async function issueAndMailCode(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
    const user = await userByEmailOr422(email);
    const { code, resetId } = await issueResetCode(app.db, user.id);
    try {
      await sendResetCode({ mailer: app.mailer, log: request.log, smtpConfigured }, user, code);
    } catch (error) {
      await discardResetCode(app.db, resetId);
      request.log.error({ err: error }, 'password reset mail failed');
      throw new HttpError(503, MAIL_UNAVAILABLE, { email: [MAIL_UNAVAILABLE] });
    }
  }

  app.post(
    '/users/register',
    { preHandler: app.limitAttempts('register', { perIp: 10, perEmail: 3 }) },
    async (request, reply) => {
      const input = await validate(registerSchema, request.body);
      const { token, user } = await registerUser(app.db, input);
      return reply.code(201).send(ok<LoginDto>({ token, user: toUserDto(user) }, SUCCESS.registration));
    },
  );

  // Only failures count per account: a correct password from an address that has not failed always gets in.
  const loginFailures = app.failureThrottle('login', PASSWORD_FAILURE_LIMITS);
  app.post('/users/login', { preHandler: app.limitAttempts('login', { perIp: 30 }) }, async (request, reply) => {
    const input = await validate(loginSchema, request.body);
    const account = `email:${sha256(input.email.trim().toLowerCase())}`;
    await loginFailures.check(request, reply, account);
    try {
      const { token, user } = await logIn(app.db, input.email, input.password);
      return ok<LoginDto>({ token, user: toUserDto(user) }, SUCCESS.login);
    } catch (error) {
      if (isRefusedPassword(error)) await loginFailures.recordFailure(request, account);
      throw error;
    }
  });

  app.post('/users/logout', { preHandler: app.requireUser }, async (request) => {
    if (request.tokenId) await revokeToken(app.db, request.tokenId);
    return ok(null, SUCCESS.logout);
  });

  app.get('/users/data', { preHandler: app.requireUser }, async (request) => {
    return ok<UserDto>(toUserDto(currentUser(request)), 'User data');
  });

  app.post('/users/data/update', { preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const save = async (scratchDir = '') => {
      const { fields, avatar } = await readProfileForm(request, scratchDir);
      const { name } = await validate(profileNameSchema, fields);
      return updateProfile(app.db, app.storage, user, { name, avatar });
    };
    // Only a multipart form can carry a file: a JSON body takes no upload slot.
    const updated = request.isMultipart() ? await withUpload(reply, user.id, app.config.dataDir, save) : await save();
    return ok<UserDto>(toUserDto(updated), SUCCESS.userUpdated);
  });

  const passwordChangeFailures = app.failureThrottle('password-change', PASSWORD_FAILURE_LIMITS);
  app.post(
    '/users/password/change',
    { preHandler: [app.requireUser, app.limitAttempts('password-change', { perIp: 30 })] },
    async (request, reply) => {
      const input = await validate(changePasswordSchema, request.body);
      const user = currentUser(request);
      const account = `user:${user.id}`;
      await passwordChangeFailures.check(request, reply, account);
      try {
        await changePassword(app.db, user, request.tokenId, input);
      } catch (error) {
        if (isRefusedPassword(error)) await passwordChangeFailures.recordFailure(request, account);
        throw error;
      }
      return ok(null, SUCCESS.passwordUpdated);
    },
  );

  /** A route that mails a password-reset code to the address in the body: the first code, or another. */
  function mailCodeRoute(
    path: string,
    limitName: string,
    schema: typeof forgotPasswordSchema | typeof otpResendSchema,
    message: string,
  ): void {
    app.post(path, { preHandler: app.limitAttempts(limitName, { perIp: 10, perEmail: 3 }) }, async (request, reply) => {
      const { email } = await validate(schema, request.body);
      await issueAndMailCode(request, reply, email);
      return ok<EmailDto>({ email }, message);
    });
  }

  mailCodeRoute('/users/login/email-verify', 'email-verify', forgotPasswordSchema, SUCCESS.otpSent);
  mailCodeRoute('/users/login/otp-resend', 'otp-resend', otpResendSchema, SUCCESS.otpResent);

  app.post(
    '/users/login/otp-verify',
    { preHandler: app.limitAttempts('otp-verify', { perIp: 10, perEmail: 5 }) },
    async (request) => {
      const { email, otp } = await validate(otpSchema, request.body);
      const user = await userByEmailOr422(email);
      const passwordResetToken = await verifyResetCode(app.db, user.id, otp);
      return ok<OtpVerifiedDto>({ email, password_reset_token: passwordResetToken }, SUCCESS.otpVerified);
    },
  );

  app.post(
    '/users/login/reset-password',
    { preHandler: app.limitAttempts('reset-password', { perIp: 10, perEmail: 5 }) },
    async (request) => {
      const input = await validate(resetPasswordSchema, request.body);
      const user = await userByEmailOr422(input.email);
      await resetPassword(app.db, user.id, input.key, input.password);
      return ok(null, SUCCESS.passwordReset);
    },
  );
};

export default accountRoutes;
