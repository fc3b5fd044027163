import { useId, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { pill, row, stack } from '@/theme/layout';
import { mediaFileProblem } from '@contract/mediaFiles';
import { useAppDispatch } from '@/store/hooks';
import { Avatar } from '@/components/Avatar';
import { showError } from '@/store/toastsSlice';
import { mq } from '@/theme/theme';
import { useFilePreview } from '../hooks/useFilePreview';

const Row = styled.div`
  ${stack({ align: 'center', gap: '1rem' })}
  text-align: center;
  ${mq.sm} {
    flex-direction: row;
    text-align: left;
    gap: 1.5rem;
  }
`;

const Who = styled.div`
  display: grid;
  gap: 0.15rem;
  min-width: 0;
  strong {
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  ${row({ justify: 'center', gap: '0.5rem', wrap: 'wrap' })}
  margin-top: 0.5rem;
  ${mq.sm} {
    justify-content: flex-start;
  }
`;

/** The look of the picker's two buttons: small semibold pills, 40 px tall. */
const smallPillButton = css`
  min-height: 40px;
  ${pill}
  font-weight: 600;
  font-size: 0.92rem;
  cursor: pointer;
`;

const PickLabel = styled.label`
  ${smallPillButton}
  display: inline-flex;
  align-items: center;
  padding: 0.45rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryDark};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const UndoButton = styled.button`
  ${smallPillButton}
  padding: 0.45rem 0.75rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.accentDark};
`;

export interface AvatarPickerProps {
  name: string;
  email: string;
  currentImage: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Profile picture with a preview of a newly chosen image until it is saved (images only). */
export function AvatarPicker({ name, email, currentImage, file, onChange }: AvatarPickerProps) {
  const inputId = useId();
  const previewUrl = useFilePreview(file);
  const dispatch = useAppDispatch();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    // The recipe editor's pickers use the same check, in the server's words.
    const problem = mediaFileProblem('image', chosen);
    if (problem) {
      dispatch(showError(problem, 'profile'));
      return;
    }
    onChange(chosen);
  };

  return (
    <Row>
      <Avatar name={name || email} image={currentImage} previewUrl={previewUrl} size={96} decorative />
      <Who>
        <strong>{name || 'Your profile'}</strong>
        <span>{email}</span>
        {file && <Status role="status">New photo selected — save to keep it.</Status>}
        <Actions>
          <PickLabel htmlFor={inputId}>
            {currentImage || file ? 'Change photo' : 'Upload photo'}
            <input id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={onPick} />
          </PickLabel>
          {file && (
            <UndoButton type="button" onClick={() => onChange(null)}>
              Keep current photo
            </UndoButton>
          )}
        </Actions>
      </Who>
    </Row>
  );
}
