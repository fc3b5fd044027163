import styled, { css } from 'styled-components';
import { mq } from '@/theme/theme';

/**
 * A list of cards under a section's heading: one column, two from the small breakpoint,
 * `$wideColumns` from the large one.
 */
export const CardList = styled.ul<{ $gap: string; $wideColumns: number; $oneFrColumn?: boolean }>`
  display: grid;
  ${({ $oneFrColumn }) =>
    $oneFrColumn &&
    css`
      grid-template-columns: 1fr;
    `}
  gap: ${({ $gap }) => $gap};
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ $wideColumns }) => $wideColumns}, minmax(0, 1fr));
  }
`;
