import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * The looks a field can take: `standard` (auth, settings, reviews, filters), `editor` (the recipe
 * editor: roomier controls with a focus ring, the hint above the control) and `dialog` (the
 * planner's dialogs: the error as a box below the field).
 */
export type FieldLook = 'standard' | 'editor' | 'dialog';

interface Look {
  $look?: FieldLook;
}

export interface ControlProps extends Look {
  $invalid?: boolean;
}

export const FieldWrap = styled.div<Look>`
  display: grid;
  ${({ $look }) =>
    $look === 'editor'
      ? css`
          min-width: 0;
          gap: 0.35rem;
          align-content: start;
        `
      : $look === 'dialog'
        ? css`
            gap: 0.4rem;
            margin-bottom: 1rem;
          `
        : css`
            gap: 0.35rem;
          `}
`;

export const FieldLabel = styled.label<Look>`
  font-weight: 600;
  ${({ $look, theme }) =>
    $look === 'editor'
      ? css`
          color: ${theme.colors.text};
        `
      : css`
          font-size: ${$look === 'dialog' ? '0.95rem' : '0.92rem'};
        `}
`;

const HintText = styled.p<Look>`
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $look }) =>
    $look === 'editor'
      ? css`
          font-size: 0.85rem;
        `
      : css`
          margin: 0;
          font-size: 0.82rem;
        `}
`;

/** A field's hint: a paragraph under the control, or small print above it in the editor look. */
export function FieldHint({ look = 'standard', ...rest }: { look?: FieldLook; id?: string; children: ReactNode }) {
  return <HintText $look={look} as={look === 'editor' ? 'small' : 'p'} {...rest} />;
}

export const FieldError = styled.p<Look>`
  margin: 0;
  font-size: ${({ $look }) => ($look === 'editor' ? '0.875rem' : '0.85rem')};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A message about the whole form (or a dialog's field), boxed so it reads apart from the fields. */
export const FormError = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

const standardControl = css<ControlProps>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:read-only:not(select) {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const editorControl = css<ControlProps>`
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const dialogControl = css`
  width: 100%;
  min-height: 48px;
  padding: 0.6rem 0.9rem;
  border: 1.5px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Border, size and states shared by every text-like control of a look. */
export const fieldControl = css<ControlProps>`
  ${({ $look }) => ($look === 'editor' ? editorControl : $look === 'dialog' ? dialogControl : standardControl)}
`;

export const ControlInput = styled.input<ControlProps>`
  ${fieldControl}
`;

export const ControlTextArea = styled.textarea<ControlProps>`
  ${fieldControl}
  resize: vertical;
`;

export const ControlSelect = styled.select<ControlProps>`
  ${fieldControl}
  ${({ $look }) =>
    $look === 'editor'
      ? css`
          appearance: auto;
        `
      : $look === 'dialog'
        ? ''
        : css`
            appearance: none;
            padding-right: 2.4rem;
            background-image:
              linear-gradient(45deg, transparent 50%, currentColor 50%),
              linear-gradient(135deg, currentColor 50%, transparent 50%);
            background-position:
              calc(100% - 18px) 55%,
              calc(100% - 13px) 55%;
            background-size: 5px 5px;
            background-repeat: no-repeat;
            cursor: pointer;
          `}
`;

/** A group of a form's controls (checkboxes, chips): a plain fieldset, no frame. */
export const GroupFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A group's legend, set as a field's label. */
export const GroupLegend = styled.legend`
  margin-bottom: 0.25rem;
  padding: 0;
  font-weight: 600;
`;

/** The look of a checkbox or radio: a 1.375rem box in the primary colour, the focus ring around it. */
export const tickControl = css`
  width: 1.375rem;
  height: 1.375rem;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
