import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Spinner } from '@/components/Spinner';
import { selectRecipeById } from '@/store/recipesSlice';
import { toggleFavourite } from './toggleFavourite';

const Heart = styled.button<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $on, theme }) => ($on ? theme.colors.danger : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  svg {
    width: 22px;
    height: 22px;
  }
  &:disabled {
    cursor: progress;
  }
`;

/** The heart of SPEC.md's recipe card: filled when wishlisted, spinner while pending. */
export function FavouriteButton({ recipeId, recipeName }: { recipeId: number; recipeName: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isWishlisted = useAppSelector((state) => selectRecipeById(state, recipeId)?.isWishlisted ?? false);
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    const outcome = await dispatch(toggleFavourite(recipeId)).unwrap();
    setPending(false);
    if (outcome === 'signed-out') navigate('/auth/login', { state: { from: location.pathname } });
  };

  return (
    <Heart
      type="button"
      $on={isWishlisted}
      aria-pressed={isWishlisted}
      aria-label={isWishlisted ? `Remove ${recipeName} from favorites` : `Add ${recipeName} to favorites`}
      disabled={pending}
      onClick={onClick}
    >
      {pending ? (
        <Spinner size={18} label="Saving favorite" />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
            fill={isWishlisted ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      )}
    </Heart>
  );
}
