import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/** A grey shimmering block standing in for content that is loading. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: ${({ theme }) => theme.colors.border}
    linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.55), transparent) no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.3s ease-in-out infinite;
`;
