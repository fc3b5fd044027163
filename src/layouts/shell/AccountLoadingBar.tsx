import styled, { keyframes } from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { selectAccountLoading } from '@/store/authSlice';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 900;
  height: 3px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.1s ease-in-out infinite;
`;

/** SPEC.md §4's global loading flag, shown as a thin bar while an account request runs. */
export function AccountLoadingBar() {
  const loading = useAppSelector(selectAccountLoading);
  if (!loading) return null;
  return (
    <Track aria-hidden="true" data-testid="account-loading">
      <Bar />
    </Track>
  );
}
