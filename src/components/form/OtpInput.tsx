import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';

const Group = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Legend = styled.span`
  font-weight: 600;
  font-size: 0.92rem;
`;

const Boxes = styled.div`
  ${row({ justify: 'center', gap: '0.75rem' })}
`;

const Box = styled.input<{ $invalid: boolean }>`
  width: 3.5rem;
  height: 4rem;
  padding: 0;
  text-align: center;
  font-size: 1.75rem;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  caret-color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface OtpInputProps {
  /** The code typed so far; a space stands for an empty box between filled ones. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
}

const DIGIT = /\d/;

function toBoxes(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => (DIGIT.test(value[index] ?? '') ? value[index] : ''));
}

function fromBoxes(boxes: string[]): string {
  return boxes
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();
}

/**
 * One box per digit of a one-time code: typing moves to the next box, Backspace steps back,
 * arrows move, and a pasted code fills the boxes from the one pasted into.
 */
export function OtpInput({ value, onChange, length = 4, label, error, disabled, autoFocus, onBlur }: OtpInputProps) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value, length);

  // Like every field of the kit: digits typed before the app took over the server's page count.
  useEffect(() => {
    const typed = fromBoxes(
      inputs.current.map((box) => [...(box?.value ?? '')].reverse().find((char) => DIGIT.test(char)) ?? ''),
    );
    if (typed !== fromBoxes(boxes)) onChange(typed);
    // Once, on mount: later changes arrive through onType.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const fill = (from: number, digits: string) => {
    const next = [...boxes];
    const typed = [...digits].filter((char) => DIGIT.test(char)).slice(0, length - from);
    typed.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(fromBoxes(next));
    return typed.length;
  };

  const onType = (index: number, raw: string) => {
    // The box may already hold a digit: the newest keystroke is the one at the end.
    const digit = [...raw].reverse().find((char) => DIGIT.test(char));
    if (raw === '') {
      const next = [...boxes];
      next[index] = '';
      onChange(fromBoxes(next));
      return;
    }
    if (!digit) return;
    fill(index, digit);
    if (index < length - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      onChange(fromBoxes(next));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const filled = fill(index, event.clipboardData.getData('text'));
    if (filled > 0) focusBox(index + filled);
  };

  return (
    <Group role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Legend id={`${id}-label`}>{label}</Legend>
      <Boxes>
        {boxes.map((digit, index) => (
          <Box
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            value={digit}
            onChange={(event) => onType(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={Boolean(error) || undefined}
            $invalid={Boolean(error)}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
          />
        ))}
      </Boxes>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Group>
  );
}
