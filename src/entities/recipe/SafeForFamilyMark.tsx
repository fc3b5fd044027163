import styled from 'styled-components';
import { pill } from '@/theme/layout';

/** The card's own words: it states a fact about this recipe ("your"), the filter asks for them ("my"). */
export const SAFE_FOR_FAMILY_MARK = 'Safe for your family';

const Mark = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  max-width: calc(100% - 4.5rem);
  margin: 0;
  ${pill};
  padding: 0.2rem 0.6rem 0.2rem 0.45rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.35;
  box-shadow: ${({ theme }) => theme.shadows.card};
  svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

/** "✓ Safe for your family": none of the members' allergens, every member's diet suited. */
export function SafeForFamilyMark({ className }: { className?: string }) {
  return (
    <Mark className={className}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {SAFE_FOR_FAMILY_MARK}
    </Mark>
  );
}
