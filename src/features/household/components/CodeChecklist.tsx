import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '@/components/form';
import { Fieldset, GroupError, Legend } from './formParts';

/** Two columns from a phone's width on: 14 allergens stay within one screen or so. */
const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  column-gap: 1rem;
`;

export interface CodeChecklistProps<Code extends string> {
  /** The form field holding the chosen codes. */
  name: string;
  legend: string;
  codes: readonly Code[];
  names: Readonly<Record<Code, string>>;
}

/** A fieldset of checkboxes, one per code, bound to a formik list of the ticked ones (kept in `codes` order). */
export function CodeChecklist<Code extends string>({ name, legend, codes, names }: CodeChecklistProps<Code>) {
  const [field, meta, helpers] = useField<Code[]>(name);
  const { submitCount } = useFormikContext();
  const errorId = useId();
  const chosen = field.value ?? [];
  const raw: unknown = meta.error;
  const error = submitCount > 0 || meta.touched ? (Array.isArray(raw) ? raw.find(Boolean) : raw) : undefined;
  const toggle = (code: Code, on: boolean) => {
    void helpers.setValue(codes.filter((known) => (known === code ? on : chosen.includes(known))));
  };
  return (
    <Fieldset aria-describedby={typeof error === 'string' ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Boxes>
        {codes.map((code) => (
          <CheckboxField
            key={code}
            name={name}
            value={code}
            label={names[code]}
            checked={chosen.includes(code)}
            onChange={(event) => toggle(code, event.target.checked)}
          />
        ))}
      </Boxes>
      {typeof error === 'string' && (
        <GroupError id={errorId} role="alert">
          {error}
        </GroupError>
      )}
    </Fieldset>
  );
}
