import styled from 'styled-components';
import type { Recipe } from '@/api/models';
import { Breadcrumb } from '@/components/Breadcrumb';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Container } from '@/components/Section';
import { RatingSummary } from '@/components/StarRating';
import { FavouriteButton } from '@/entities/recipe';
import { pill, row, stack } from '@/theme/layout';
import { mq } from '@/theme/theme';
import { StartCookingLink } from './StartCookingLink';
import { BANNER_WIDTHS, bannerHeight, RECIPE_HERO_IMAGE_SIZES, recipeHeroSource } from '@contract/media';

/**
 * The dish is the picture: no overlay on it. Phones show the banner as a strip above the text;
 * wider screens show it full-bleed with the text on a dark panel of its own (white on at least
 * rgba(17, 24, 20, 0.78) over any image: ≥ 5.5:1, the label's pill included).
 */
const Hero = styled.header`
  position: relative;
  ${stack()}
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.text};
  > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 3;
    object-fit: cover;
    /* An image uploaded before banner crops existed (4:3) keeps its middle, a little above centre. */
    object-position: 50% 45%;
  }
  ${mq.md} {
    min-height: 380px;
    justify-content: flex-end;
    > img {
      position: absolute;
      inset: 0;
      height: 100%;
      aspect-ratio: auto;
    }
  }
  ${mq.lg} {
    min-height: 460px;
  }
`;

const Inner = styled(Container)`
  position: relative;
  z-index: 1;
  padding-top: 1.25rem;
  padding-bottom: 1.75rem;
  ${mq.md} {
    padding-top: 2rem;
    padding-bottom: 2.25rem;
  }
`;

const Panel = styled.div`
  ${mq.md} {
    max-width: 40rem;
    padding: 1.25rem 1.5rem 1.4rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(17, 24, 20, 0.78);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
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
  font-size: clamp(1.8rem, 1.3rem + 2.2vw, 3rem);
  color: inherit;
`;

const Row = styled.div`
  ${row({ wrap: 'wrap', align: 'center', gap: '0.75rem 1.25rem' })}
`;

const Label = styled.span`
  padding: 0.3rem 0.8rem;
  ${pill}
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

const CookRow = styled.div`
  margin-top: 1rem;
`;

export function RecipeHero({ recipe, crumbs }: { recipe: Recipe; crumbs: { label: string; to?: string }[] }) {
  // The banner crops when the image has them; the server's preload hint names the same.
  const source = recipeHeroSource(recipe.image);
  return (
    <Hero>
      <ResponsiveImage
        path={source?.path}
        variants={source?.variants}
        alt={recipe.name}
        sizes={RECIPE_HERO_IMAGE_SIZES}
        width={source?.banner ? BANNER_WIDTHS[BANNER_WIDTHS.length - 1] : 1024}
        height={source?.banner ? bannerHeight(BANNER_WIDTHS[BANNER_WIDTHS.length - 1]) : 768}
        eager
      />
      <Inner>
        <Panel>
          <Breadcrumb items={crumbs} />
          <Row>
            <Label>{[recipe.library.name, recipe.category.name].filter(Boolean).join(' | ')}</Label>
          </Row>
          <Title>{recipe.name}</Title>
          <Row>
            <Rating>
              <RatingSummary average={recipe.averageRating} count={recipe.reviewsCount} size={18} withCount />
            </Rating>
            <span>by {recipe.creator}</span>
            <FavouriteButton recipeId={recipe.id} recipeName={recipe.name} />
          </Row>
          <CookRow>
            <StartCookingLink recipeId={recipe.id} />
          </CookRow>
        </Panel>
      </Inner>
    </Hero>
  );
}
