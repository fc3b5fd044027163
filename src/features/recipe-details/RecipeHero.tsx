import styled from 'styled-components';
import type { Recipe } from '@/api/models';
import { Breadcrumb } from '@/components/Breadcrumb';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container } from '@/components/Section';
import { StarRating } from '@/components/StarRating';
import { FavouriteButton } from '@/features/wishlist';
import { mq } from '@/theme/theme';
import { RECIPE_HERO_IMAGE_SIZES } from '@contract/media';

const Hero = styled.header`
  position: relative;
  min-height: 340px;
  display: flex;
  align-items: flex-end;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.text};
  ${mq.lg} {
    min-height: 460px;
  }
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(17, 24, 20, 0.5) 0%, rgba(17, 24, 20, 0.25) 35%, rgba(17, 24, 20, 0.88));
  }
`;

const Inner = styled(Container)`
  position: relative;
  z-index: 1;
  padding-top: 2rem;
  padding-bottom: 2.25rem;
  nav ol {
    color: ${({ theme }) => theme.colors.border};
  }
  nav a,
  nav span {
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Title = styled.h1`
  margin: 0.5rem 0 0.75rem;
  max-width: 22ch;
  font-size: clamp(2rem, 1.4rem + 3vw, 3.6rem);
  color: inherit;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
`;

const Label = styled.span`
  padding: 0.3rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.18);
  font-weight: 700;
  font-size: 0.85rem;
`;

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.categoryPalette[5]};
  }
`;

export function RecipeHero({ recipe, crumbs }: { recipe: Recipe; crumbs: { label: string; to?: string }[] }) {
  return (
    <Hero>
      <ResponsiveImage
        path={recipe.image}
        alt={recipe.name}
        sizes={RECIPE_HERO_IMAGE_SIZES}
        width={1024}
        height={576}
        eager
      />
      <Inner>
        <Breadcrumb items={crumbs} />
        <Row>
          <Label>{[recipe.library.name, recipe.category.name].filter(Boolean).join(' | ')}</Label>
        </Row>
        <Title>{recipe.name}</Title>
        <Row>
          <Rating>
            <StarRating value={recipe.averageRating} size={18} />
            {recipe.averageRating.toFixed(1)} ({recipe.reviewsCount} {recipe.reviewsCount === 1 ? 'review' : 'reviews'})
          </Rating>
          <span>by {recipe.creator}</span>
          <FavouriteButton recipeId={recipe.id} recipeName={recipe.name} />
        </Row>
      </Inner>
    </Hero>
  );
}
