import styled from 'styled-components';
import { stack } from '@/theme/layout';
import { cardSurface } from './cardSurface';

/** The raised, rounded card frame shared by recipe and blog cards (it lifts on hover and focus). */
export const CardShell = styled.article`
  position: relative;
  ${stack()}
  height: 100%;
  ${cardSurface}
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

/** A card's title; its link's hit area covers the whole card, with the focus ring drawn around the card. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.3;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: -3px;
      border-radius: inherit;
    }
  }
`;
