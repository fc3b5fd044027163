import { Link } from 'react-router';
import styled from 'styled-components';

/** A call-to-action link styled as the primary pill button. */
export const CtaLink = styled(Link)`
  display: inline-block;
  padding: 0.8rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
