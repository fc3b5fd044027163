import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { roundIcon } from '../IconButton';
import { describedByOf, useFieldId } from './fields';
import { FieldError, FieldHint, FieldLabel, FieldWrap, fieldControl, type ControlProps } from './fieldStyles';
import { useAdoptTypedValue } from './useAdoptTypedValue';

const Box = styled.div`
  position: relative;
`;

const Input = styled.input<ControlProps>`
  ${fieldControl}
  padding-right: 3.25rem;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  transform: translateY(-50%);
  ${roundIcon('40px', '20px')}
  display: inline-grid;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled password input with a show/hide toggle (SPEC.md §2: login, register, change password). */
export function PasswordField({ label, error, hint, id: givenId, ...rest }: PasswordFieldProps) {
  const id = useFieldId(givenId);
  const ref = useAdoptTypedValue(rest.value, rest.onChange);
  const [visible, setVisible] = useState(false);
  const describedBy = describedByOf(id, { error, hint });

  return (
    <FieldWrap>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Box>
        <Input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
          {...rest}
        />
        <Toggle
          type="button"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </Toggle>
      </Box>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}
