/** What each step of the password reset hands to the next through navigation state (SPEC.md §2). */
export interface ResetStepState {
  email?: string;
  key?: string;
}

export function readResetStep(state: unknown): ResetStepState {
  const candidate = (state ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return { email: text(candidate.email), key: text(candidate.key) };
}

/** Not SPEC texts: the explanations for being sent back a step. */
export const RESET_STEP_MESSAGES = {
  emailFirst: "Enter your email first and we'll send you a 4-digit code.",
  codeFirst: 'Enter the 4-digit code from your email first.',
} as const;
