import { useCallback, useId, useRef } from 'react';
import styled from 'styled-components';
import { HOUSEHOLD } from '@contract/messages';
import type { HouseholdInviteDto } from '@contract/types';
import { errorMessage } from '@/api/baseApi';
import { useCreateHouseholdInviteMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { useAppDispatch } from '@/store/hooks';
import { showError } from '@/store/toastsSlice';
import { latestInvite } from '../invite';
import { InviteCode } from './InviteCode';
import { ButtonRow, PanelText, PanelTitle, SharePanel } from './shareParts';
import { useCopyCode } from './useCopyCode';

/** Always on the page, so that what it says is announced when it changes. */
const CopyNote = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface InvitePanelProps {
  /** The live code the household's last fetch carried, if any. */
  invite?: HouseholdInviteDto;
}

/**
 * "Invite someone": makes a code for another parent to join with, and shows it with until when
 * it works and a copy button. A live code already made (here or by the other parent) shows at
 * once, with "Make a new code", which replaces it. Mounted per household: a join starts it afresh.
 */
export function InvitePanel({ invite: fetched }: InvitePanelProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [createInvite, made] = useCreateHouseholdInviteMutation();
  const invite = latestInvite(fetched, made.data);
  const { copy, note } = useCopyCode(invite?.code ?? '');
  // "Invite someone" leaves once its code arrives: the focus goes to the code that took its place.
  const focusOnArrival = useRef(false);
  const codeRef = useCallback((node: HTMLParagraphElement | null) => {
    if (!node || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    node.focus();
  }, []);

  const make = async () => {
    focusOnArrival.current = !invite;
    try {
      await createInvite().unwrap();
    } catch (error) {
      focusOnArrival.current = false;
      dispatch(showError(errorMessage(error), 'household-invite'));
    }
  };

  return (
    <SharePanel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Invite someone</PanelTitle>
      <PanelText>
        Another parent with their own account types your family’s code on their Family page. Then you plan and shop
        together.
      </PanelText>
      {invite ? (
        <>
          <InviteCode ref={codeRef} invite={invite} />
          {made.data?.code === invite.code && <PanelText>{HOUSEHOLD.inviteMade}</PanelText>}
          <ButtonRow>
            <Button variant="secondary" onClick={copy}>
              Copy code
            </Button>
            <Button variant="ghost" onClick={make} pending={made.isLoading}>
              Make a new code
            </Button>
          </ButtonRow>
          <CopyNote role="status">{note}</CopyNote>
        </>
      ) : (
        <ButtonRow>
          <Button onClick={make} pending={made.isLoading}>
            Invite someone
          </Button>
        </ButtonRow>
      )}
    </SharePanel>
  );
}
