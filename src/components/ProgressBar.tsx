import styled from 'styled-components';
import { pill } from '@/theme/layout';

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  ${pill}
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease;
`;

export interface ProgressBarProps {
  label: string;
  /** Bytes (or any unit) done so far. */
  value: number;
  max: number;
  /** Human text of the value, read out instead of the bare number (e.g. "1.2 MB of 4 MB"). */
  valueText?: string;
}

/** A determinate progress bar with an accessible name and value. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
