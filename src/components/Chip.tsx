import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { pill } from '@/theme/layout';
import { countOf } from '@/lib/plural';

const StyledChip = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 40px;
  padding: 0.4rem 1rem;
  ${pill}
  border: 1.5px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.surface : theme.colors.text)};
  font-weight: 600;
  font-size: 0.92rem;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Count = styled.span<{ $selected: boolean }>`
  min-width: 1.6rem;
  padding: 0 0.45rem;
  ${pill}
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primaryDark : theme.colors.primarySoft)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.surface : theme.colors.primaryDark)};
  font-size: 0.8rem;
  text-align: center;
`;

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  selected: boolean;
  count?: number;
}

/** A toggle chip (filters and tabs): announces its state with aria-pressed. */
export function Chip({ label, selected, count, type = 'button', ...rest }: ChipProps) {
  return (
    <StyledChip type={type} $selected={selected} aria-pressed={selected} {...rest}>
      {label}
      {count !== undefined && (
        <Count $selected={selected} aria-label={countOf(count, 'recipe')}>
          {count}
        </Count>
      )}
    </StyledChip>
  );
}
