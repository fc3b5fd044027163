import styled, { keyframes } from 'styled-components';
import { centred } from '@/theme/layout';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export function Spinner({ size = 20, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring $size={size} role="status" aria-label={label} />;
}

const Screen = styled.div<{ $fullScreen: boolean }>`
  ${centred}
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '60vh')};
  color: ${({ theme }) => theme.colors.primary};
`;

export function PageSpinner({ label = 'Loading', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Screen $fullScreen={fullScreen}>
      <Spinner size={40} label={label} />
    </Screen>
  );
}
