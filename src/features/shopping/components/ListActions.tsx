import { useState } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { SHOPPING } from '@contract/messages';
import { Button } from '@/components/Button';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { hideInPrint } from './print';

const Bar = styled.div`
  ${row({ wrap: 'wrap', gap: '0.5rem' })}
  ${hideInPrint}
`;

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Take the list along: as text to paste, through the phone's share sheet, or on paper. */
export function ListActions({ text }: { text: string }) {
  const dispatch = useAppDispatch();
  const [shareable] = useState(canShare);
  const nothingLeft = text === '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(showSuccess(SHOPPING.copied, 'shopping-copy'));
    } catch {
      dispatch(showError(SHOPPING.copyFailed, 'shopping-copy'));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Shopping list', text });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <Bar>
      <Button variant="secondary" onClick={copy} disabled={nothingLeft}>
        Copy as text
      </Button>
      {shareable && (
        <Button variant="secondary" onClick={share} disabled={nothingLeft}>
          Share
        </Button>
      )}
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
    </Bar>
  );
}
