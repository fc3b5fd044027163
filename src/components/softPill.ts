import { css } from 'styled-components';
import { pill } from '@/theme/layout';

/** The soft tinted pill of tags, chips and badges: pill-shaped, primary text on the soft primary tint. */
export const softPill = css`
  ${pill}
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
