import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { softPill } from '@/components/softPill';
import { bareList } from '@/components/bareList';
import { row, stack } from '@/theme/layout';
import { useAppSelector } from '@/store/hooks';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { RatingSummary } from '@/components/StarRating';
import { FavouriteButton } from './FavouriteButton';
import { shortAgeGroupLabel } from './ageGroupLabel';
import { AllergenBadges } from './AllergenBadges';
import { DietMarks } from './DietMarks';
import { dietMarks } from './dietMarks';
import { isSafeFor } from './householdNeeds';
import { SafeForFamilyMark } from './SafeForFamilyMark';
import { useHouseholdNeeds } from './useHouseholdNeeds';
import { selectRecipeById } from '@/store/recipesSlice';
import { CardShell, CardTitle } from '@/components/CardShell';
import { Icon } from '@/components/Icon';
import { formatCount } from '@/lib/formatCount';
import { countOf } from '@/lib/plural';

export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primarySoft};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const SafeSlot = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  right: 0.75rem;
  z-index: 2;
  pointer-events: none;
`;

const HeartSlot = styled.div`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  z-index: 2;
`;

const Body = styled.div`
  ${stack({ gap: '0.55rem' })}
  flex: 1;
  padding: 1rem 1.1rem 1.15rem;
`;

const Label = styled.p`
  align-self: flex-start;
  margin: 0;
  ${softPill}
  padding: 0.2rem 0.65rem;
  font-size: 0.78rem;
  font-weight: 700;
`;

/** Buttons sit above the whole-card link. */
const Name = styled(CardTitle)`
  a::after {
    z-index: 1;
    border-radius: inherit;
  }
`;

const Facts = styled.ul`
  ${row({ wrap: 'wrap', gap: '0.35rem 1rem' })}
  ${bareList}
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/* The estimated energy: kept on one line, so "per serving" never breaks away from its number. */
const Kcal = styled.span`
  white-space: nowrap;
`;

const Footer = styled.div`
  ${row({ align: 'center', justify: 'space-between', gap: '0.5rem' })}
  margin-top: auto;
  padding-top: 0.65rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Sits just above the footer, so the footers of a row's cards still line up at the bottom. */
const Marks = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-top: auto;
  & + ${Footer} {
    margin-top: 0;
  }
`;

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Views = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  white-space: nowrap;
`;

const Action = styled.div`
  position: relative;
  z-index: 2;
  padding-top: 0.4rem;
`;

export const CARD_IMAGE_SIZES = '(min-width: 1536px) 320px, (min-width: 1280px) 30vw, (min-width: 1024px) 45vw, 92vw';

/** SPEC.md §2's recipe card; reads its recipe from the normalised cache by id. */
export function RecipeCard({
  recipeId,
  action,
  eager = false,
  to,
  headingLevel = 3,
}: {
  recipeId: number;
  action?: ReactNode;
  eager?: boolean;
  /** Where the card leads; the public details page unless given (e.g. the owner's view). */
  to?: string;
  /** 2 when the card sits right under the page's h1, so heading levels do not skip. */
  headingLevel?: 2 | 3;
}) {
  const recipe = useAppSelector((state) => selectRecipeById(state, recipeId));
  const needs = useHouseholdNeeds();
  if (!recipe) return null;
  const totalMinutes = recipe.preparationMinutes + recipe.cookingMinutes;
  const hasMarks = recipe.allergens.length > 0 || dietMarks(recipe.suitsDiets).length > 0;
  const label = [recipe.library.name, recipe.category.name].filter(Boolean).join(' | ');
  return (
    <CardShell aria-label={recipe.name}>
      <CardMedia>
        <ResponsiveImage path={recipe.image} alt={recipe.name} sizes={CARD_IMAGE_SIZES} eager={eager} />
        {needs && isSafeFor(recipe, needs) && (
          <SafeSlot>
            <SafeForFamilyMark />
          </SafeSlot>
        )}
        <HeartSlot>
          <FavouriteButton recipeId={recipe.id} recipeName={recipe.name} />
        </HeartSlot>
      </CardMedia>
      <Body>
        {label && <Label>{label}</Label>}
        <Name as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={to ?? `/recipe-details/${recipe.id}`}>{recipe.name}</Link>
        </Name>
        <Facts>
          <li>
            <Icon name="servings" size={16} /> {countOf(recipe.servings, 'serving')}
          </li>
          {totalMinutes > 0 && (
            <li>
              <Icon name="clock" size={16} /> <span aria-hidden="true">{totalMinutes} min</span>
              <span className="visually-hidden">Total time {countOf(totalMinutes, 'minute')}</span>
            </li>
          )}
          {typeof recipe.kcalPerServing === 'number' && (
            <li>
              {/* Read "about 420 kcal per serving"; one box that wraps as a whole. */}
              <Kcal>
                <span aria-hidden="true">≈</span>
                <span className="visually-hidden">about</span> {Math.round(recipe.kcalPerServing)} kcal per serving
              </Kcal>
            </li>
          )}
          <li>
            <span>
              For: <strong>{shortAgeGroupLabel(recipe.ageGroup)}</strong>
            </span>
          </li>
          <li>
            {/* One flex item, so the sentence wraps as text rather than as separate boxes. */}
            <span>
              {countOf(recipe.ingredientCount, 'ingredient')} · by <strong>{recipe.creator}</strong>
            </span>
          </li>
        </Facts>
        {hasMarks && (
          <Marks>
            <DietMarks diets={recipe.suitsDiets} />
            <AllergenBadges allergens={recipe.allergens} />
          </Marks>
        )}
        <Footer>
          <Views>
            <Icon name="eye" size={16} /> {countOf(recipe.views, 'view', { shown: formatCount(recipe.views) })}
          </Views>
          <Rating>
            <RatingSummary average={recipe.averageRating} count={recipe.reviewsCount} size={15} />
          </Rating>
        </Footer>
        {action && <Action>{action}</Action>}
      </Body>
    </CardShell>
  );
}
