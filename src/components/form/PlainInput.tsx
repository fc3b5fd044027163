import type { InputHTMLAttributes } from 'react';
import { useAdoptTypedValue } from './useAdoptTypedValue';

/**
 * A bare input with no label or styles of its own (the page styles it), keeping what was typed
 * before hydration. Its own module: the header's search box imports it into the first page's
 * bundle, which should not carry the styled fields of the form kit.
 */
export function PlainInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const ref = useAdoptTypedValue(props.value, props.onChange);
  return <input ref={ref} {...props} />;
}
