import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { centred, pill } from '@/theme/layout';
import { mediaFileProblem, type MediaKind } from '@contract/mediaFiles';
import { mediaUrl } from '@/lib/host';
import { FieldFrame, describedByOf, useFieldError } from '@/components/form';
import { Icon } from '@/components/Icon';

const Drop = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: grid;
  /* One column as wide as the card, never as wide as the file input's own minimum. */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: 0.75rem;
  padding: 1rem;
  border: 2px dashed ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// A file picker styles its button, not a text box: the one control the form kit leaves to its page.
// eslint-disable-next-line no-restricted-syntax
const FileInput = styled.input`
  width: 100%;
  min-width: 0;
  max-width: 100%;
  font-size: 0.95rem;
  &::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.55rem 1rem;
    border: 0;
    ${pill}
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
  }
`;

const Preview = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  img,
  video {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.text};
  }
`;

const Placeholder = styled.div`
  ${centred}
  gap: 0.25rem;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: 0.9rem;
  p {
    margin: 0.25rem 0 0;
  }
`;

/**
 * An object URL for the form's file (picked, or put there by an import), made after render
 * rather than during it and revoked when another file replaces it or the picker goes away.
 */
function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    // The object URL is a resource outside React, made and revoked with the file it shows: an
    // effect's job, and its state can only be set once it exists.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/**
 * A file the form holds but the input was never given (an imported photo) is handed to the
 * input too, so the box names it instead of saying "No file chosen".
 */
function useInputShowsFile(file: File | null) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (!element || !file || element.files?.[0] === file || typeof DataTransfer !== 'function') return;
    try {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      element.files = transfer.files;
    } catch {
      // A browser that cannot set a file input's files keeps its own words; the preview still shows.
    }
  }, [file]);
  return input;
}

export interface MediaPickerProps {
  name: 'recipe_image' | 'recipe_video';
  kind: MediaKind;
  label: string;
  accept: string;
  hint?: string;
  /** Stored path of the current file (edit), previewed until another is picked. */
  existingPath: string | null;
}

/**
 * A file field with a preview of the picked (or already stored) image or video. A file the server
 * would refuse (its type, its size) is refused on the spot, in the server's words: no preview, no
 * upload, and the field holds no new file (on edit, the stored one shows and stays).
 */
export function MediaPicker({ name, kind, label, accept, hint, existingPath }: MediaPickerProps) {
  const [field, , helpers] = useField<File | null>(name);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldError = useFieldError(name);
  const error = refusal ?? fieldError;
  const pickedUrl = useFilePreview(field.value);
  const inputRef = useInputShowsFile(field.value);
  const previewUrl = (field.value && pickedUrl) || (existingPath ? mediaUrl(existingPath) : null);
  const id = `recipe-${name}`;
  const describedBy = describedByOf(id, { hint, error, look: 'editor' });

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} look="editor">
      <Drop $invalid={Boolean(error)}>
        {!previewUrl && (
          <Placeholder aria-hidden="true">
            <div>
              <Icon name={kind === 'image' ? 'camera' : 'video'} size={36} />
              <p>{kind === 'image' ? 'Your photo shows here' : 'Your video plays here'}</p>
            </div>
          </Placeholder>
        )}
        {previewUrl && (
          <Preview>
            {kind === 'image' ? (
              <img src={previewUrl} alt={`Preview of the ${label.toLowerCase()}`} width={640} height={400} />
            ) : (
              <video
                src={previewUrl}
                controls
                preload="metadata"
                aria-label={`Preview of the ${label.toLowerCase()}`}
              />
            )}
          </Preview>
        )}
        <FileInput
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0] ?? null;
            const problem = file && mediaFileProblem(kind, file);
            setRefusal(problem);
            if (problem) {
              // The input shows no file again, as the form holds none.
              input.value = '';
              void helpers.setValue(null, false);
              return;
            }
            void helpers.setValue(file);
          }}
          onBlur={() => void helpers.setTouched(true)}
        />
      </Drop>
    </FieldFrame>
  );
}
