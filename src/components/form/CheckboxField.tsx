import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { useFieldId } from './fields';
import { tickControl } from './fieldStyles';

const Wrap = styled.div`
  display: grid;
  min-width: 0;
`;

/** The whole line is the tap target: at least 44 px tall, the box and its text inside the label. */
const Label = styled.label`
  ${row({ align: 'center', gap: '0.75rem' })}
  min-height: 44px;
  min-width: 0;
  cursor: pointer;
  /* On paper there is nothing to tap: lines sit close. */
  @media print {
    min-height: 0;
    padding: 0.1rem 0;
  }
`;

const Box = styled.input`
  ${tickControl}
  flex: none;
  margin: 0;
`;

const LabelText = styled.span`
  min-width: 0;
`;

/** Lines up under the label's text, past the box. */
const Description = styled.p`
  margin: -0.35rem 0 0.4rem calc(1.375rem + 0.75rem);
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Small print under the label, read after it (aria-describedby). */
  description?: ReactNode;
  className?: string;
}

/** A real checkbox with its label (the label's text is the feature's to style) and optional small print. */
export function CheckboxField({ label, description, className, id: givenId, ...rest }: CheckboxFieldProps) {
  const id = useFieldId(givenId);
  return (
    <Wrap className={className}>
      <Label htmlFor={id}>
        <Box type="checkbox" id={id} aria-describedby={description ? `${id}-description` : undefined} {...rest} />
        <LabelText>{label}</LabelText>
      </Label>
      {description && <Description id={`${id}-description`}>{description}</Description>}
    </Wrap>
  );
}
