import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import styled from 'styled-components';
import { centred, row } from '@/theme/layout';
import { bareList } from '@/components/bareList';
import { Button } from '@/components/Button';
import { mq } from '@/theme/theme';
import { isMultiline, pastedRows } from './pastedRows';
import {
  ControlInput,
  ControlTextArea,
  FieldError,
  FieldHint,
  TextCounter,
  counterDescribedBy,
  type TextLimits,
} from '@/components/form';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
  }
`;

const Rows = styled.ol`
  display: grid;
  gap: 0.6rem;
  ${bareList}
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr);
  gap: 0.5rem;
  align-items: start;
`;

const RowNumber = styled.span`
  ${centred}
  width: 2rem;
  height: 48px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Control = styled.div`
  display: grid;
  gap: 0.4rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  min-width: 0;
  ${mq.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const RowActions = styled.div`
  ${row({ justify: 'flex-end', gap: '0.25rem' })}
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 48px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const AddRow = styled.div`
  justify-self: start;
`;

type FocusPart = 'field' | 'up' | 'down';

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

export interface RowListProps {
  name: 'ingredients' | 'instructions';
  legend: string;
  /** Name of one row, e.g. "Ingredient" → "Ingredient 2", "Add ingredient". */
  itemLabel: string;
  hint?: string;
  /** A live count of each row against the limit the schema enforces on it. */
  counter?: TextLimits;
  multiline?: boolean;
}

/**
 * A list that grows one row at a time ("Add ingredient" focuses the new row); each row can
 * be removed or moved up and down, and focus follows the row that moved.
 */
export function RowList({ name, legend, itemLabel, hint, counter, multiline = false }: RowListProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const rows = field.value;
  const [keys, setKeys] = useState<string[]>(() => rows.map(newKey));
  const focusAfterRender = useRef<{ key: string; part: FocusPart } | null>(null);
  const container = useRef<HTMLOListElement>(null);

  // The form may replace the whole list (prefill, reset): give the rows fresh keys then.
  const rowKeys = keys.length === rows.length ? keys : rows.map((_, index) => keys[index] ?? newKey());
  if (rowKeys !== keys) setKeys(rowKeys);

  useEffect(() => {
    const request = focusAfterRender.current;
    if (!request) return;
    focusAfterRender.current = null;
    const row = container.current?.querySelector<HTMLElement>(`[data-row="${request.key}"]`);
    const wanted = row?.querySelector<HTMLButtonElement | HTMLInputElement>(`[data-part="${request.part}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-part="${request.part === 'up' ? 'down' : 'up'}"]`);
    const field = row?.querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-part="field"]');
    if (wanted && !wanted.disabled) wanted.focus();
    else if (request.part !== 'field' && other && !other.disabled) other.focus();
    else {
      field?.focus();
      // The caret at the end of what the row holds, ready to go on typing.
      field?.setSelectionRange(field.value.length, field.value.length);
    }
  });

  const update = (nextRows: string[], nextKeys: string[]) => {
    setKeys(nextKeys);
    void helpers.setValue(nextRows);
  };

  const add = () => {
    const key = newKey();
    focusAfterRender.current = { key, part: 'field' };
    update([...rows, ''], [...rowKeys, key]);
  };

  const remove = (index: number) => {
    if (rows.length === 1) {
      update([''], rowKeys);
      return;
    }
    const neighbour = rowKeys[index + 1] ?? rowKeys[index - 1];
    focusAfterRender.current = { key: neighbour, part: 'field' };
    update(
      rows.filter((_, position) => position !== index),
      rowKeys.filter((_, position) => position !== index),
    );
  };

  const move = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    if (target < 0 || target >= rows.length) return;
    const swap = <T,>(list: T[]) => {
      const next = [...list];
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    };
    focusAfterRender.current = { key: rowKeys[index], part: offset === -1 ? 'up' : 'down' };
    update(swap(rows), swap(rowKeys));
  };

  /**
   * A paste of several lines becomes that many rows, focus on the last. It replaces the row when
   * the row is empty or wholly selected; otherwise the row keeps what it holds and the new rows
   * follow it.
   */
  const pasteRows = (index: number, event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text');
    if (!isMultiline(text)) return;
    event.preventDefault();
    const pasted = pastedRows(text);
    if (pasted.length === 0) return;
    const control = event.currentTarget;
    const wholeRowSelected = control.selectionStart === 0 && control.selectionEnd === control.value.length;
    const replaced = rows[index].trim() === '' || wholeRowSelected;
    const pastedKeys = pasted.map(newKey);
    const from = replaced ? index : index + 1;
    focusAfterRender.current = { key: pastedKeys[pastedKeys.length - 1], part: 'field' };
    update(
      [...rows.slice(0, from), ...pasted, ...rows.slice(index + 1)],
      [...rowKeys.slice(0, from), ...pastedKeys, ...rowKeys.slice(index + 1)],
    );
  };

  const setRow = (index: number, value: string) => {
    void helpers.setValue(rows.map((row, position) => (position === index ? value : row)));
  };

  // A list-level rule answers a string; a rule on one row answers an array with holes.
  const rawError = meta.error as unknown as string | (string | undefined)[] | undefined;
  const error = Array.isArray(rawError) ? rawError.find(Boolean) : rawError;
  const showError = (meta.touched || submitCount > 0) && Boolean(error);
  const errorId = `recipe-${name}-error`;
  const hintId = `recipe-${name}-hint`;
  const lowerItem = itemLabel.toLowerCase();

  return (
    <Fieldset aria-describedby={showError ? errorId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <FieldHint look="editor" id={hintId}>
          {hint}
        </FieldHint>
      )}
      <Rows ref={container}>
        {rows.map((row, index) => {
          const key = rowKeys[index];
          const rowLabel = `${itemLabel} ${index + 1}`;
          const countId = `recipe-${name}-${key}`;
          const describedBy = [hint && hintId, counterDescribedBy(countId, row, counter)].filter(Boolean).join(' ');
          const common = {
            'data-part': 'field',
            'aria-label': rowLabel,
            'aria-describedby': describedBy || undefined,
            value: row,
            onChange: (event: { target: { value: string } }) => setRow(index, event.target.value),
            onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => pasteRows(index, event),
            onBlur: () => void helpers.setTouched(true),
          };
          return (
            <Row key={key} data-row={key}>
              <RowNumber aria-hidden="true">{index + 1}</RowNumber>
              <Control>
                {multiline ? (
                  <ControlTextArea $look="editor" rows={2} {...common} />
                ) : (
                  <ControlInput $look="editor" {...common} />
                )}
                {counter && <TextCounter id={`${countId}-count`} value={row} limits={counter} />}
                <RowActions>
                  <IconButton
                    type="button"
                    data-part="up"
                    aria-label={`Move ${rowLabel} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </IconButton>
                  <IconButton
                    type="button"
                    data-part="down"
                    aria-label={`Move ${rowLabel} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </IconButton>
                  <IconButton type="button" aria-label={`Remove ${rowLabel}`} onClick={() => remove(index)}>
                    <span aria-hidden="true">×</span>
                  </IconButton>
                </RowActions>
              </Control>
            </Row>
          );
        })}
      </Rows>
      {showError && (
        <FieldError $look="editor" id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <AddRow>
        <Button variant="secondary" onClick={add}>
          <span aria-hidden="true">+</span> Add {lowerItem}
        </Button>
      </AddRow>
    </Fieldset>
  );
}
