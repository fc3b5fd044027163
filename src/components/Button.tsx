import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { pill } from '@/theme/layout';
import { useHydrated } from '@/lib/useHydrated';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border: 2px solid transparent;
  ${pill}
  font-weight: 600;
  cursor: pointer;
  transition: background 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button (SPEC.md §4: pending submits). */
  pending?: boolean;
  block?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  pending = false,
  block = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A server-rendered form submits only once the app runs: before that the browser would send
  // it itself, as a GET with every field (a password too) in the address.
  const hydrated = useHydrated();
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || pending || (type === 'submit' && !hydrated)}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner size={16} label="Working" />}
      {children}
    </StyledButton>
  );
}
