import { useState, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PlannedMeal } from '@/api/mealPlans';
import { mediaSrcSet, mediaUrl } from '@/lib/host';
import type { PlannerModeKind } from '../plannerModeSlice';
import { PencilIcon, TrashIcon } from './icons';
import { RemoveMealDialog } from './RemoveMealDialog';

// Opened on demand: its form (formik, yup) loads with it, not with the planner.
const RenameMealDialog = lazy(() =>
  import(/* webpackChunkName: "rename-meal-dialog" */ './RenameMealDialog').then((module) => ({
    default: module.RenameMealDialog,
  })),
);

export type MealItemLayout = 'tile' | 'row';

/** 'tile' (the wide table): a rounded image card with the name under it; 'row' (phones): thumbnail beside the name. */
const Item = styled.li<{ $layout: MealItemLayout }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'tile' ? 'column' : 'row')};
  align-items: ${({ $layout }) => ($layout === 'tile' ? 'stretch' : 'center')};
  gap: ${({ $layout }) => ($layout === 'tile' ? '0.4rem' : '0.75rem')};
  padding: ${({ $layout }) => ($layout === 'tile' ? '0' : '0.45rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $layout }) => ($layout === 'tile' ? 'transparent' : theme.colors.background)};
`;

const Thumb = styled.img<{ $layout: MealItemLayout }>`
  flex: none;
  width: ${({ $layout }) => ($layout === 'tile' ? '100%' : '56px')};
  height: ${({ $layout }) => ($layout === 'tile' ? 'auto' : '56px')};
  aspect-ratio: ${({ $layout }) => ($layout === 'tile' ? '4 / 3' : '1')};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Name = styled(Link)`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  font-weight: 600;
  line-height: 1.3;
  text-decoration: none;
  overflow-wrap: break-word;
  hyphens: auto;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
`;

const ModeButton = styled.button<{ $mode: PlannerModeKind; $layout: MealItemLayout }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme, $mode }) => ($mode === 'delete' ? theme.colors.danger : theme.colors.primary)};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ $layout }) => ($layout === 'tile' ? 'position: absolute; top: 6px; right: 6px;' : '')}
  &:hover {
    filter: brightness(0.9);
  }
`;

export interface PlannedMealItemProps {
  meal: PlannedMeal;
  mode: PlannerModeKind | undefined;
  cellLabel: string;
  onRemoved: () => void;
  layout: MealItemLayout;
}

/** One planned meal: thumbnail and name linking to the recipe; a pencil or trash in edit or delete mode. */
export function PlannedMealItem({ meal, mode, cellLabel, onRemoved, layout }: PlannedMealItemProps) {
  const [dialog, setDialog] = useState<PlannerModeKind | null>(null);
  const close = () => setDialog(null);

  return (
    <Item $layout={layout}>
      <Thumb
        $layout={layout}
        src={mediaUrl(meal.recipe.image) || undefined}
        srcSet={mediaSrcSet(meal.recipe.image) || undefined}
        sizes={layout === 'tile' ? '160px' : '56px'}
        width={layout === 'tile' ? 160 : 56}
        height={layout === 'tile' ? 120 : 56}
        loading="lazy"
        alt=""
      />
      <Name to={`/recipe-details/${meal.recipe.id}`}>{meal.name}</Name>
      {mode === 'edit' && (
        <ModeButton
          type="button"
          $mode="edit"
          $layout={layout}
          aria-label={`Rename ${meal.name}`}
          aria-haspopup="dialog"
          onClick={() => setDialog('edit')}
        >
          <PencilIcon />
        </ModeButton>
      )}
      {mode === 'delete' && (
        <ModeButton
          type="button"
          $mode="delete"
          $layout={layout}
          aria-label={`Delete ${meal.name} from ${cellLabel}`}
          aria-haspopup="dialog"
          onClick={() => setDialog('delete')}
        >
          <TrashIcon />
        </ModeButton>
      )}
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <RenameMealDialog meal={meal} open onClose={close} />
        </Suspense>
      )}
      <RemoveMealDialog
        meal={meal}
        cellLabel={cellLabel}
        open={dialog === 'delete'}
        onClose={close}
        onRemoved={onRemoved}
      />
    </Item>
  );
}
