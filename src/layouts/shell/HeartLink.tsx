import { Link } from 'react-router';
import styled from 'styled-components';
import { circle } from '@/theme/layout';

/** The round heart shortcut to the saved recipes in both top bars; it reddens on hover. */
export const HeartLink = styled(Link)`
  ${circle('44px')};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.danger};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;
