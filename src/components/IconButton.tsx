import styled from 'styled-components';
import { circle } from '@/theme/layout';

/** A round 44 px button holding one icon (the menu opener, the search opener). */
export const IconButton = styled.button`
  ${circle('44px')}
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;
