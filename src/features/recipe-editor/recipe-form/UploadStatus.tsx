import styled from 'styled-components';
import type { UploadProgress } from '@/api/uploadForm';
import { Button } from '@/components/Button';
import { ProgressBar } from '@/components/ProgressBar';

const Box = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  align-items: center;
  width: 100%;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > div:first-of-type {
    grid-column: 1 / -1;
  }
`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Bytes sent so far as a bar, with the Cancel button that aborts the upload. */
export function UploadStatus({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const known = progress.total > 0;
  const percent = known ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const text = known ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}` : 'Starting upload';
  return (
    <Box>
      <ProgressBar label="Upload progress" value={progress.loaded} max={progress.total} valueText={text} />
      <p aria-live="polite">
        {!known ? `${text}…` : percent >= 100 ? 'Processing your recipe…' : `Uploading… ${percent}%`}
        {known && <small>{text}</small>}
      </p>
      <Button variant="ghost" onClick={onCancel}>
        Cancel upload
      </Button>
    </Box>
  );
}
