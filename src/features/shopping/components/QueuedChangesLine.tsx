import styled from 'styled-components';
import { OFFLINE_TEXT } from '../offlineText';
import { hideInPrint } from './print';

const Line = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    display: none;
  }
  ${hideInPrint}
`;

/**
 * "3 changes will be sent when you're back online": quiet, and always in the page (a live region
 * added with its text is not read out), empty once everything is sent.
 */
export function QueuedChangesLine({ count }: { count: number }) {
  return <Line role="status">{count > 0 ? OFFLINE_TEXT.waiting(count) : ''}</Line>;
}
