import styled from 'styled-components';
import type { WakeLockState } from '@/lib/useWakeLock';

const Note = styled.p<{ $warn: boolean }>`
  margin: 0;
  padding: ${({ $warn }) => ($warn ? '0.5rem 0.8rem' : '0')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $warn, theme }) => ($warn ? theme.colors.primarySoft : 'transparent')};
  color: ${({ $warn, theme }) => ($warn ? theme.colors.text : theme.colors.textMuted)};
  font-size: 0.95rem;
`;

const TEXT: Record<WakeLockState, string> = {
  pending: '',
  on: 'The screen stays on while you cook.',
  unsupported: "This browser can't keep the screen on: tap it now and then.",
  failed: "The screen couldn't be kept on (battery saver?): tap it now and then.",
};

/** Whether the screen is kept on, and what to do when it is not. */
export function WakeLockNote({ state }: { state: WakeLockState }) {
  if (!TEXT[state]) return null;
  const warn = state === 'unsupported' || state === 'failed';
  return (
    <Note $warn={warn} role={warn ? 'note' : undefined}>
      {TEXT[state]}
    </Note>
  );
}
