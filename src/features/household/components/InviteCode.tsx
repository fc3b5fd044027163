import type { Ref } from 'react';
import styled from 'styled-components';
import type { HouseholdInvite } from '@/api/models';
import { inviteLink, inviteReach } from '../invite';

/**
 * Large and easy to read aloud or copy by hand: a fixed-width face, spaced letters, the whole code
 * selected by one tap (the fallback when the clipboard is out of reach).
 */
const Code = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  justify-self: start;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: clamp(1.5rem, 7vw, 2.1rem);
  font-weight: 700;
  letter-spacing: 0.18em;
  overflow-wrap: anywhere;
`;

/** Only the code (or the link): a hand-made copy must not take the caption with it. */
const Selectable = styled.span`
  user-select: all;
`;

const Expiry = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The whole link, wrapped anywhere: a long address never pushes the page sideways. */
const Link = styled.p`
  margin: 0;
  min-width: 0;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
  span:last-child {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  }
`;

const Caption = styled.span`
  font-weight: 600;
`;

export interface InviteCodeProps {
  invite: HouseholdInvite;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * The household's live code, its link, and until when and for how many it works. The code is a
 * live region: a new one (made here, or by another parent) is announced. It can take the focus
 * (see InvitePanel).
 */
export function InviteCode({ invite, ref }: InviteCodeProps) {
  return (
    <>
      <Code ref={ref} tabIndex={-1} aria-live="polite">
        <span className="visually-hidden">Family code: </span>
        <Selectable>{invite.code}</Selectable>
      </Code>
      <Expiry>{inviteReach(invite)}</Expiry>
      <Link>
        <Caption>Link: </Caption>
        <Selectable>{inviteLink(invite)}</Selectable>
      </Link>
    </>
  );
}
