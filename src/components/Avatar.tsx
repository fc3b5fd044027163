import styled from 'styled-components';
import { circle } from '@/theme/layout';
import { mediaSrcSet, mediaUrl } from '@/lib/host';

const Circle = styled.span<{ $size: number }>`
  ${({ $size }) => circle(`${$size}px`)}
  display: inline-grid;
  flex: none;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  line-height: 1;
  text-transform: uppercase;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  /** Stored image path; without one the first letter of the name stands in (SPEC.md §3). */
  image?: string | null;
  /** A full URL to show instead of the stored image, e.g. a preview of a chosen file. */
  previewUrl?: string | null;
  size?: number;
  /** Hide it from assistive technology when the name is already written beside it. */
  decorative?: boolean;
  className?: string;
}

/** The one avatar: the profile menu's (decorative, the name is written beside it) and the profile picture picker's. */
export function Avatar({ name, image, previewUrl, size = 40, decorative = false, className }: AvatarProps) {
  const source = previewUrl ?? (image ? mediaUrl(image) : null);
  const label = decorative ? undefined : name;
  if (source) {
    return (
      <Circle $size={size} className={className} aria-hidden={decorative || undefined}>
        <img
          src={source}
          srcSet={(!previewUrl && mediaSrcSet(image)) || undefined}
          sizes={`${size}px`}
          alt={label ?? ''}
          width={size}
          height={size}
        />
      </Circle>
    );
  }
  return (
    <Circle
      $size={size}
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative || undefined}
    >
      {name.trim().charAt(0) || '?'}
    </Circle>
  );
}
