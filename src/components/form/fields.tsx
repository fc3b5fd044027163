import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  ControlInput,
  ControlSelect,
  ControlTextArea,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrap,
  FormError,
  type FieldLook,
} from './fieldStyles';
import { counterDescribedBy, TextCounter, type TextLimits } from './TextCounter';
import { useAdoptTypedValue } from './useAdoptTypedValue';

export interface FieldChrome {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  look?: FieldLook;
}

/** The ids a field's control points at with aria-describedby, in the order its look reads them. */
export function describedByOf(
  id: string,
  { error, hint, look }: Pick<FieldChrome, 'error' | 'hint' | 'look'>,
): string | undefined {
  const error_ = error ? `${id}-error` : '';
  const hint_ = hint ? `${id}-hint` : '';
  const ids = look === 'editor' ? [hint_, error_] : [error_, hint_];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The field's id: the one given, or a generated one. */
export function useFieldId(given?: string): string {
  const generated = useId();
  return given ?? generated;
}

/** Label, hint and error around a control, placed the way the field's look places them. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  hideLabel,
  look = 'standard',
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  const hintText = hint && (
    <FieldHint look={look} id={`${id}-hint`}>
      {hint}
    </FieldHint>
  );
  const errorText =
    error &&
    (look === 'dialog' ? (
      <FormError id={`${id}-error`} role="alert">
        {error}
      </FormError>
    ) : (
      <FieldError $look={look} id={`${id}-error`} role="alert">
        {error}
      </FieldError>
    ));
  const labelText = (
    <FieldLabel $look={look} htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
      {label}
    </FieldLabel>
  );
  if (look === 'dialog') {
    return (
      <>
        <FieldWrap $look={look}>
          {labelText}
          {children}
          {hintText}
        </FieldWrap>
        {errorText}
      </>
    );
  }
  return (
    <FieldWrap $look={look}>
      {labelText}
      {look === 'editor' && hintText}
      {children}
      {look !== 'editor' && hintText}
      {errorText}
    </FieldWrap>
  );
}

/** The aria and style props every control of a field carries. */
function controlProps(id: string, chrome: FieldChrome, counted?: { value: unknown; limits?: TextLimits }) {
  const invalid = Boolean(chrome.error);
  const describedBy = [describedByOf(id, chrome), counted && counterDescribedBy(id, counted.value, counted.limits)];
  return {
    id,
    $look: chrome.look,
    $invalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
  };
}

/** Opt-in live counter of a text field's words and characters against the limits its schema enforces. */
export interface CountedProps {
  counter?: TextLimits;
}

/** The props every field of this file takes besides its own. */
type FieldProps<E extends FieldControl> = FieldChrome & {
  id?: string;
  value?: unknown;
  onChange?: (event: ChangeEvent<E>) => void;
};

type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Splits a field's props into the frame's chrome and the control's own attributes (`rest`), and
 * gives the control its id, aria props and the adoption of text typed before hydration.
 */
function useFieldControl<E extends FieldControl, P extends FieldProps<E>>(
  { label, error, hint, hideLabel, look, id: givenId, ...rest }: P,
  counter?: TextLimits,
) {
  const id = useFieldId(givenId);
  const ref = useAdoptTypedValue<E>(rest.value, rest.onChange);
  const chrome = { label, error, hint, hideLabel, look };
  const counted = counter && { value: rest.value, limits: counter };
  return { id, chrome, rest, control: { ref, ...controlProps(id, chrome, counted) } };
}

/** A text control (input or textarea) in its frame, with the live counter under it when its field counts. */
function CountedFrame({
  id,
  chrome,
  value,
  limits,
  children,
}: {
  id: string;
  chrome: FieldChrome;
  value: unknown;
  limits?: TextLimits;
  children: ReactNode;
}) {
  return (
    <FieldFrame id={id} {...chrome}>
      {children}
      {limits && <TextCounter id={`${id}-count`} value={String(value ?? '')} limits={limits} />}
    </FieldFrame>
  );
}

export function TextField({ counter, ...props }: FieldChrome & CountedProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, chrome, rest, control } = useFieldControl<HTMLInputElement, typeof props>(props, counter);
  return (
    <CountedFrame id={id} chrome={chrome} value={rest.value} limits={counter}>
      <ControlInput {...control} {...rest} />
    </CountedFrame>
  );
}

export function TextArea({
  counter,
  ...props
}: FieldChrome & CountedProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, chrome, rest, control } = useFieldControl<HTMLTextAreaElement, typeof props>(props, counter);
  return (
    <CountedFrame id={id} chrome={chrome} value={rest.value} limits={counter}>
      <ControlTextArea {...control} {...rest} />
    </CountedFrame>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends FieldChrome, SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  /** The text of a first, empty option ("Choose a category"). */
  placeholder?: string;
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { id, chrome, rest, control } = useFieldControl<HTMLSelectElement, typeof props>(props);
  return (
    <FieldFrame id={id} {...chrome}>
      <ControlSelect {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ControlSelect>
    </FieldFrame>
  );
}
