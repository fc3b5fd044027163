import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_INVITE_USES_MAX } from '@contract/constants';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdInvite } from '@/api/models';
import { errorMessage } from '@/api/baseApi';
import { useCreateHouseholdInviteMutation, useRevokeHouseholdInviteMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { SelectField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { inviteLink, latestInvite } from '../invite';
import { InviteCode } from './InviteCode';
import { ButtonRow, CopyNote, PanelText, PanelTitle, SharePanel } from './shareParts';
import { LINK_COPIED, useCopyCode } from './useCopyCode';

/** How many people the next code lets in, beside the button that makes it. */
const MakeRow = styled.div`
  ${row({ align: 'flex-end', gap: '0.5rem 0.75rem', wrap: 'wrap' })}
  > :first-child {
    flex: 1 1 11rem;
    min-width: 0;
  }
`;

const Heading = styled(PanelTitle)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const USES = Array.from({ length: HOUSEHOLD_INVITE_USES_MAX }, (_, index) => {
  const uses = index + 1;
  return { value: String(uses), label: uses === 1 ? '1 person (single use)' : `${uses} people` };
});

export interface InvitePanelProps {
  /** The live code the household's last fetch carried, if any. */
  invite?: HouseholdInvite;
  /** When that fetch was asked for (ms): a fetch asked for after a code was made knows best. */
  fetchedAt?: number;
}

/**
 * "Invite someone", for the family's parents only: makes a code and its link for one person (or
 * up to HOUSEHOLD_INVITE_USES_MAX), shows them with until when and for how many they work, with
 * copy buttons and "Cancel code". A live code already made (here or by another parent) shows at
 * once; "Make a new code" replaces it. Mounted per household: a join starts it afresh.
 */
export function InvitePanel({ invite: fetched, fetchedAt }: InvitePanelProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [uses, setUses] = useState('1');
  const [createInvite, made] = useCreateHouseholdInviteMutation();
  const [revokeInvite, revoked] = useRevokeHouseholdInviteMutation();
  const invite = latestInvite(fetched, made.data, fetchedAt, made.fulfilledTimeStamp);
  const { copy, note } = useCopyCode(invite?.code ?? '');
  // "Invite someone" leaves once its code arrives: the focus goes to the code that took its place.
  const focusOnArrival = useRef(false);
  const codeRef = useCallback((node: HTMLParagraphElement | null) => {
    if (!node || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    node.focus();
  }, []);
  const heading = useRef<HTMLHeadingElement>(null);

  const make = async () => {
    focusOnArrival.current = !invite;
    try {
      await createInvite({ uses: Number(uses) }).unwrap();
    } catch (error) {
      focusOnArrival.current = false;
      dispatch(showError(errorMessage(error), 'household-invite'));
    }
  };

  const cancel = async () => {
    try {
      const { message } = await revokeInvite().unwrap();
      // The code just made is cancelled too: it must not come back from this panel's memory.
      made.reset();
      dispatch(showSuccess(message || HOUSEHOLD.inviteRevoked, 'household-invite'));
    } catch (error) {
      dispatch(showError(errorMessage(error), 'household-invite'));
    }
    // "Cancel code" has gone with the code: the panel's title holds the focus.
    heading.current?.focus();
  };

  // Once a code shows, its own lines say for how long it works.
  const usesField = (
    <SelectField
      label="Who it lets in"
      hint={invite ? undefined : `A code works for ${HOUSEHOLD_INVITE_DAYS} days.`}
      options={USES}
      value={uses}
      onChange={(event) => setUses(event.target.value)}
    />
  );

  return (
    <SharePanel aria-labelledby={titleId}>
      <Heading id={titleId} ref={heading} tabIndex={-1}>
        Invite someone
      </Heading>
      <PanelText>
        Send the link, or read out the code: someone with their own account opens it and joins your family. Then you
        plan and shop together.
      </PanelText>
      {invite ? (
        <>
          <InviteCode ref={codeRef} invite={invite} />
          {made.data?.code === invite.code && <PanelText>{HOUSEHOLD.inviteMade}</PanelText>}
          <ButtonRow>
            <Button variant="secondary" onClick={() => void copy(inviteLink(invite), LINK_COPIED)}>
              Copy link
            </Button>
            <Button variant="secondary" onClick={() => void copy()}>
              Copy code
            </Button>
            <Button variant="ghost" onClick={cancel} pending={revoked.isLoading}>
              Cancel code
            </Button>
          </ButtonRow>
          <CopyNote role="status">{note}</CopyNote>
          <MakeRow>
            {usesField}
            <Button variant="ghost" onClick={make} pending={made.isLoading}>
              Make a new code
            </Button>
          </MakeRow>
        </>
      ) : (
        <MakeRow>
          {usesField}
          <Button onClick={make} pending={made.isLoading}>
            Invite someone
          </Button>
        </MakeRow>
      )}
    </SharePanel>
  );
}
