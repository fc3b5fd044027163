import styled from 'styled-components';
import type { User } from '@/api/models';
import { mediaSrcSet, mediaUrl } from '@/lib/host';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The user's avatar, or the first letter of their name (SPEC.md §3). */
export function Avatar({ user, size = 40 }: { user: Pick<User, 'name' | 'avatar'> | undefined; size?: number }) {
  const initial = user?.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Circle $size={size} aria-hidden="true">
      {user?.avatar ? <img src={mediaUrl(user.avatar)} srcSet={mediaSrcSet(user.avatar) || undefined} sizes={`${size}px`} alt="" width={size} height={size} /> : initial}
    </Circle>
  );
}
