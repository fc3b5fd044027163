import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const FieldWrap = styled.div`
  display: grid;
  gap: 0.35rem;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.92rem;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Border, size and states shared by every text-like control. */
export const fieldControl = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible { border-color: ${({ theme }) => theme.colors.focus}; }
  &:read-only:not(select) { background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Input = styled.input<{ $invalid: boolean }>`${fieldControl}`;
const Area = styled.textarea<{ $invalid: boolean }>`
  ${fieldControl}
  resize: vertical;
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${fieldControl}
  appearance: none;
  padding-right: 2.4rem;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 18px) 55%, calc(100% - 13px) 55%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

interface FieldChrome {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Chrome({ id, label, error, hint, hideLabel, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <FieldWrap>
      <FieldLabel htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

export function TextField({ label, error, hint, hideLabel, ...rest }: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Chrome id={id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <Input id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy} {...rest} />
    </Chrome>
  );
}

export function TextArea({ label, error, hint, hideLabel, ...rest }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Chrome id={id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <Area id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy} {...rest} />
    </Chrome>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  options,
  ...rest
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[] }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Chrome id={id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <Select id={id} $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Chrome>
  );
}
