/** Family invite codes: 8 characters people can read aloud and type on a phone. */
import { randomInt } from 'node:crypto';
import { HOUSEHOLD_INVITE_ALPHABET, HOUSEHOLD_INVITE_LENGTH } from '../../../contract/constants';
import type { HouseholdInviteDto } from '../../../contract/types';

/** A new code, stored as 'K7QXM2PA'; 31^8 ≈ 8.5 × 10^11 codes, guessed only through the join throttle. */
export function makeInviteCode(): string {
  let code = '';
  for (let index = 0; index < HOUSEHOLD_INVITE_LENGTH; index += 1)
    code += HOUSEHOLD_INVITE_ALPHABET[randomInt(HOUSEHOLD_INVITE_ALPHABET.length)];
  return code;
}

/** 'K7QXM2PA' → 'K7QX-M2PA', as the page shows it. */
export const showInviteCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The invite a household's row holds, while it is live: not expired, with uses left. */
export function liveInvite(household: {
  inviteCode: string | null;
  inviteExpiresAt: Date | null;
  inviteUsesLeft: number;
}): HouseholdInviteDto | null {
  const { inviteCode, inviteExpiresAt, inviteUsesLeft } = household;
  if (!inviteCode || !inviteExpiresAt || inviteExpiresAt <= new Date() || inviteUsesLeft <= 0) return null;
  const code = showInviteCode(inviteCode);
  return { code, path: `/join/${code}`, expires_at: inviteExpiresAt.toISOString(), uses_left: inviteUsesLeft };
}
