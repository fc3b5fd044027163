import { css } from 'styled-components';
import { circle } from '@/theme/layout';

/**
 * The cook view's big round buttons (Close, and the servings stepper's − and +): 48 px, within
 * reach of a floury thumb, on the page's surface. Each adds its own ring, ink and glyph size.
 */
export const roundButton = css`
  ${circle('48px')}
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1;
  cursor: pointer;
`;
