import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { pill } from '@/theme/layout';

/** The primary pill of a call to action, for a link or a button that opens a dialog. */
export const ctaPill = css`
  display: inline-block;
  min-height: 44px;
  padding: 0.8rem 1.5rem;
  border: 0;
  ${pill}
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

/** The smaller pill of page headers and prompts; inline-flex so an icon can sit beside its text. */
const compactPill = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.6rem 1.25rem;
  font-weight: 600;
`;

/** The compact pill drawn as an outline: a second action beside a primary one. */
const outlinePill = css`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * A call-to-action link styled as the primary pill button; `$variant` gives the smaller `compact`
 * pill of page headers and prompts, or the same drawn as an `outline`.
 */
export const CtaLink = styled(Link)<{ $variant?: 'compact' | 'outline' }>`
  ${ctaPill}
  ${({ $variant }) => $variant && compactPill}
  ${({ $variant }) => $variant === 'outline' && outlinePill}
`;
