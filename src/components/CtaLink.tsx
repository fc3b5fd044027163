import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/** The primary pill of a call to action, for a link or a button that opens a dialog. */
export const ctaPill = css`
  display: inline-block;
  min-height: 44px;
  padding: 0.8rem 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** A call-to-action link styled as the primary pill button. */
export const CtaLink = styled(Link)`
  ${ctaPill}
`;
