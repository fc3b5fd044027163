import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { HOUSEHOLD } from '@contract/messages';
import { tickControl } from '@/components/form';
import { Fieldset, Legend } from './formParts';

/** What a joiner does with their own week and list: 'leave' (the default) or 'bring'. */
export type MealsChoiceValue = 'leave' | 'bring';

/** Each choice a whole line to tap (at least 44 px), the radio and its words inside the label. */
const Choice = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: 0.75rem;
  align-items: start;
  min-height: 44px;
  padding: 0.35rem 0;
  cursor: pointer;
  input {
    ${tickControl}
    margin: 0.05rem 0 0;
  }
`;

const Words = styled.span`
  display: grid;
  gap: 0.1rem;
  min-width: 0;
`;

const Detail = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CHOICES: { value: MealsChoiceValue; label: string; detail: string }[] = [
  {
    value: 'bring',
    label: HOUSEHOLD.bringMeals,
    detail: 'Each meal you bring is planned for you only; the items you typed join the family’s list.',
  },
  {
    value: 'leave',
    label: HOUSEHOLD.leaveMealsBehind,
    detail: 'The family’s week and list stay as they are.',
  },
];

/** "Your planned meals and shopping list": a radio group bound to a formik field. */
export function MealsChoice({ name }: { name: string }) {
  const [field, , helpers] = useField<MealsChoiceValue>(name);
  const id = useId();
  return (
    <Fieldset>
      <Legend>Your planned meals and shopping list</Legend>
      {CHOICES.map((choice) => (
        <Choice key={choice.value} htmlFor={`${id}-${choice.value}`}>
          <input
            type="radio"
            id={`${id}-${choice.value}`}
            name={`${id}-${name}`}
            value={choice.value}
            checked={field.value === choice.value}
            onChange={() => void helpers.setValue(choice.value)}
            aria-labelledby={`${id}-${choice.value}-label`}
            aria-describedby={`${id}-${choice.value}-detail`}
          />
          <Words>
            <span id={`${id}-${choice.value}-label`}>{choice.label}</span>
            <Detail id={`${id}-${choice.value}-detail`}>{choice.detail}</Detail>
          </Words>
        </Choice>
      ))}
    </Fieldset>
  );
}
