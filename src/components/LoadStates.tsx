/** What a page shows while its data loads, and when it could not: one look for every dashboard page. */
import styled from 'styled-components';
import { cardSurface } from './cardSurface';
import { Button } from './Button';
import { Skeleton } from './Skeleton';

const Placeholder = styled.div`
  display: grid;
  gap: 0.9rem;
  padding: 1.25rem 1rem;
  ${cardSurface}
`;

/** Skeleton lines of the given widths (percent), announced as loading `label`. */
export function LoadingLines({ label, widths }: { label: string; widths: readonly number[] }) {
  return (
    <Placeholder role="status" aria-label={label}>
      {widths.map((width) => (
        <Skeleton key={width} $width={`${width}%`} $height="1.25rem" />
      ))}
    </Placeholder>
  );
}

const Problem = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

/** A load that failed: what could not be loaded, and "Try again". */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Problem role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Problem>
  );
}
