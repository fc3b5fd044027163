import { useField, useFormikContext } from 'formik';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { softPill } from '@/components/softPill';
import { MEMBER_DISLIKES_MAX } from '@contract/constants';
import { HOUSEHOLD } from '@contract/messages';
import { useGetFoodsQuery } from '@/api/household';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.75rem;
`;

/** Level with the text box, under its label. */
const AddButton = styled(Button)`
  margin-top: 1.7rem;
`;

const Chips = styled.ul`
  ${row({ gap: '0.5rem', wrap: 'wrap' })}
  margin: 0.6rem 0 0;
  padding: 0;
  list-style: none;
`;

/** The whole chip removes the food: a 44 px target with its name on it. */
const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  max-width: 100%;
  padding: 0.3rem 0.8rem 0.3rem 1rem;
  border: 1.5px solid transparent;
  ${softPill}
  font-weight: 600;
  font-size: 0.92rem;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Cross = styled.span`
  font-size: 1.15rem;
  line-height: 1;
`;

/** The food's name as the catalogue writes it, for any spelling of it ('  Mushroom ' → 'mushroom'). */
const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The foods someone dislikes: a text box suggesting the catalogue's food names (a datalist) and an
 * Add button; only a name of the catalogue is taken. The chosen foods show as chips, each removed
 * with a tap. Bound to the form's `dislikes`.
 */
export function DislikesField() {
  const [field, meta, helpers] = useField<string[]>('dislikes');
  const { submitCount } = useFormikContext();
  const foods = useGetFoodsQuery();
  const inputId = useId();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const chosen = field.value;
  const full = chosen.length >= MEMBER_DISLIKES_MAX;
  const byKey = useMemo(() => new Map((foods.data ?? []).map((food) => [key(food), food])), [foods.data]);
  const ready = foods.isSuccess;

  const add = () => {
    const food = byKey.get(key(draft));
    if (!food) {
      setProblem(HOUSEHOLD.chooseFood);
      return;
    }
    if (chosen.includes(food)) {
      setProblem(HOUSEHOLD.alreadyDisliked(food));
      return;
    }
    void helpers.setValue([...chosen, food]);
    setDraft('');
    setProblem(undefined);
  };

  const remove = (food: string) => {
    void helpers.setValue(chosen.filter((known) => known !== food));
    document.getElementById(inputId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the food rather than saving the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (ready && !full) add();
  };

  const raw: unknown = meta.error;
  const formError = submitCount > 0 || meta.touched ? (Array.isArray(raw) ? raw.find(Boolean) : raw) : undefined;
  const error = problem ?? (typeof formError === 'string' ? formError : undefined);
  const hint = foods.isError
    ? HOUSEHOLD.foodsUnavailable
    : full
      ? HOUSEHOLD.dislikesFull(MEMBER_DISLIKES_MAX)
      : `Type a food and choose it from the list (${chosen.length} of ${MEMBER_DISLIKES_MAX}).`;

  return (
    <div>
      <Row>
        <TextField
          id={inputId}
          label="Dislikes"
          hint={hint}
          error={error}
          list={listId}
          value={draft}
          readOnly={full}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <AddButton variant="secondary" onClick={add} disabled={!ready || full} aria-describedby={`${inputId}-hint`}>
          Add
        </AddButton>
      </Row>
      <datalist id={listId}>
        {(foods.data ?? []).map((food) => (
          <option key={food} value={food} />
        ))}
      </datalist>
      {chosen.length > 0 && (
        <Chips aria-label="Chosen dislikes">
          {chosen.map((food) => (
            <li key={food}>
              <ChipButton type="button" onClick={() => remove(food)}>
                <span className="visually-hidden">Remove </span>
                {food}
                <Cross aria-hidden="true">×</Cross>
              </ChipButton>
            </li>
          ))}
        </Chips>
      )}
    </div>
  );
}
