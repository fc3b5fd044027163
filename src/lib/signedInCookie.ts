import { SIGNED_IN_COOKIE } from '@contract/serverRender';
import { TOKEN_VALID_DAYS } from '@contract/constants';

/** Tells the server whether this browser holds a session (contract/serverRender.ts explains why). */
export function rememberSignedIn(signedIn: boolean): void {
  const maxAge = signedIn ? TOKEN_VALID_DAYS * 24 * 60 * 60 : 0;
  document.cookie = `${SIGNED_IN_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
