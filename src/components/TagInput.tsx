import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { circle, row } from '@/theme/layout';
import { softPill } from './softPill';

const Box = styled.div<{ $invalid: boolean }>`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.4rem' })}
  min-height: 48px;
  padding: 0.4rem 0.6rem;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: text;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  /* the input draws no outline of its own: the box shows the same ring as other fields */
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Chips = styled.ul`
  display: contents;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.15rem;
  padding: 0.15rem 0.2rem 0.15rem 0.7rem;
  ${softPill}
  font-size: 0.9rem;
  font-weight: 600;
`;

const RemoveChip = styled.button`
  ${circle('28px')}
  display: inline-grid;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Input = styled.input`
  flex: 1 1 8rem;
  min-width: 8rem;
  min-height: 36px;
  border: 0;
  outline: 0;
  background: transparent;
  &:focus-visible {
    outline: 0;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  [data-error] {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.875rem;
  }
`;

const SEPARATORS = new Set(['Enter', ',', ' ']);

/** Splits typed or pasted text into lowercase tags (commas and whitespace separate them). */
export function parseTags(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}

/** Adds tags that are new, keeping at most `max`. */
export function withTags(current: string[], incoming: string[], max: number): string[] {
  const next = [...current];
  for (const tag of incoming) {
    if (next.length >= max) break;
    if (!next.includes(tag)) next.push(tag);
  }
  return next;
}

export interface TagInputProps {
  id?: string;
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  max: number;
  /** Visible hint under the label (e.g. the limit). */
  hint?: string;
  error?: string;
  placeholder?: string;
}

/**
 * Tags typed one by one: Enter, comma or space adds the word, lowercased; duplicates are
 * ignored; at most `max`. Backspace in the empty box removes the last chip; each chip has
 * its own remove button.
 */
export function TagInput({ id, label, value, onChange, onBlur, max, hint, error, placeholder }: TagInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const full = value.length >= max;

  const commit = (text: string) => {
    const incoming = parseTags(text);
    if (incoming.length > 0) {
      const next = withTags(value, incoming, max);
      if (next.length !== value.length) onChange(next);
    }
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (SEPARATORS.has(event.key)) {
      if (event.key === 'Enter' || draft.trim()) event.preventDefault();
      if (draft.trim()) commit(draft);
      return;
    }
    if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\s,]/.test(text)) return;
    event.preventDefault();
    commit(`${draft} ${text}`);
  };

  const remove = (tag: string) => {
    onChange(value.filter((item) => item !== tag));
    input.current?.focus();
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <small id={hintId} data-hint>
          {hint} ({value.length}/{max})
        </small>
      )}
      <Box $invalid={Boolean(error)} onClick={() => input.current?.focus()}>
        <Chips aria-label={`${label} added`}>
          {value.map((tag) => (
            <Chip key={tag}>
              {tag}
              <RemoveChip type="button" aria-label={`Remove tag ${tag}`} onClick={() => remove(tag)}>
                ×
              </RemoveChip>
            </Chip>
          ))}
        </Chips>
        <Input
          ref={input}
          id={inputId}
          value={draft}
          readOnly={full}
          placeholder={full ? `Limit of ${max} reached` : placeholder}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (draft.trim()) commit(draft);
            onBlur?.();
          }}
        />
      </Box>
      {error && (
        <p id={errorId} role="alert" data-error>
          {error}
        </p>
      )}
    </Field>
  );
}
