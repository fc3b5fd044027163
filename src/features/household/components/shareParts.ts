import styled from 'styled-components';
import { row } from '@/theme/layout';
import { cardSurface } from '@/components/cardSurface';

/** One of the two ways to share a family: inviting someone, or joining another family. */
export const SharePanel = styled.section`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
  padding: 1.1rem 1.25rem;
  ${cardSurface}
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

export const PanelText = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ButtonRow = styled.div`
  ${row({ align: 'center', gap: '0.5rem', wrap: 'wrap' })}
`;

/** What copying a code or link did; always on the page, so that what it says is announced when it changes. */
export const CopyNote = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
