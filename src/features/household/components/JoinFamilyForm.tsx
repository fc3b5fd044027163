import { useId } from 'react';
import { HOUSEHOLD } from '@contract/messages';
import { JoinForm } from './JoinForm';
import { PanelText, PanelTitle, SharePanel } from './shareParts';

/** "Join a family" on the family page: the code another parent made (see JoinForm). */
export function JoinFamilyForm() {
  const titleId = useId();
  return (
    <SharePanel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{HOUSEHOLD.joinTitle}</PanelTitle>
      <PanelText>
        Joining shares one meal plan and one shopping list with that family. You choose whether your planned meals come
        with you.
      </PanelText>
      <JoinForm />
    </SharePanel>
  );
}
