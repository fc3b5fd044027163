import styled from 'styled-components';

/** The raised, rounded card frame shared by recipe and blog cards (it lifts on hover and focus). */
export const CardShell = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;
