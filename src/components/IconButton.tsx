import styled, { css } from 'styled-components';
import { circle } from '@/theme/layout';

/**
 * A round control holding one icon: `size` across, its icon `iconSize` square, a soft disc behind
 * it on hover (the icon buttons of the top bars, a field's show/hide toggle, the heart link).
 */
export const roundIcon = (size: string, iconSize: string) => css`
  ${circle(size)}
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  svg {
    width: ${iconSize};
    height: ${iconSize};
  }
`;

/** A round 44 px button holding one icon (the menu opener, the search opener). */
export const IconButton = styled.button`
  ${roundIcon('44px', '22px')}
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
