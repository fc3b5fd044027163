import { css } from 'styled-components';

/**
 * The layout shapes most styled blocks repeat, as mixins: `${row({ gap: '0.5rem' })}` reads as
 * what the block is, and a block keeps only what is its own. Every option maps to one CSS
 * property; one left out is not written, so a block that used the property by hand renders the
 * same with the mixin.
 */
type Alignment = 'start' | 'end' | 'center' | 'baseline' | 'stretch' | 'flex-start' | 'flex-end';
type Distribution = 'start' | 'end' | 'center' | 'space-between' | 'flex-start' | 'flex-end';

export interface FlexOptions {
  /** `align-items` */
  align?: Alignment;
  /** `justify-content` */
  justify?: Distribution;
  gap?: string;
  wrap?: 'wrap' | 'wrap-reverse' | 'nowrap';
}

function flex(direction: 'row' | 'column' | undefined, options: FlexOptions) {
  return css`
    display: flex;
    ${direction === 'column' && 'flex-direction: column;'}
    ${options.wrap && `flex-wrap: ${options.wrap};`}
    ${options.align && `align-items: ${options.align};`}
    ${options.justify && `justify-content: ${options.justify};`}
    ${options.gap && `gap: ${options.gap};`}
  `;
}

/** Children side by side (`display: flex`). */
export const row = (options: FlexOptions = {}) => flex(undefined, options);

/** Children one under another (`display: flex; flex-direction: column`). */
export const stack = (options: FlexOptions = {}) => flex('column', options);

/** A box that centres its one child both ways (`display: grid; place-items: center`). */
export const centred = css`
  display: grid;
  place-items: center;
`;

/** A pill: fully rounded ends, the shape of chips, badges and marks. */
export const pill = css`
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** A round control of one size, its content centred: step buttons, avatars, icon circles. */
export const circle = (size: string) => css`
  ${centred};
  width: ${size};
  height: ${size};
  border-radius: 50%;
`;
