import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldBox = styled.div`
  display: grid;
  min-width: 0;
  gap: 0.35rem;
  align-content: start;
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: auto;
`;

/** The message of a field once the person has left it or tried to submit. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  if (!(meta.touched || submitCount > 0) || !meta.error) return undefined;
  return typeof meta.error === 'string' ? meta.error : undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children(describedBy)}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
}

export function TextField({ name, label, hint, multiline = false, rows = 4, ...rest }: TextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = `recipe-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) =>
        multiline ? (
          <TextArea {...field} id={id} rows={rows} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy} />
        ) : (
          <Input {...rest} {...field} id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy} />
        )
      }
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}

export function SelectField({ name, label, placeholder, options, disabled }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = `recipe-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <Select {...field} id={id} disabled={disabled} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
