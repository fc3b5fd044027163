import styled from 'styled-components';
import { dateLabel, dateOfDay } from '@contract/weeks';
import { useGetCategoriesQuery } from '@/api/cms';
import { dayLabel } from '@/lib/weekdays';
import { useShownWeek } from './shownWeek';

const Bar = styled.div`
  position: sticky;
  top: 0.5rem;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin: 0 0 1rem;
  padding: 0.6rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Cancel = styled.button`
  min-height: 40px;
  padding: 0.25rem 0.5rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

/** 'Tuesday dinner, Tue 1 Dec': the slot "Add meal" chose. */
export function usePresetLabel(): string | undefined {
  const { shown } = useShownWeek();
  const { data: categories } = useGetCategoriesQuery();
  const preset = shown.preset;
  if (!preset) return undefined;
  const category = categories?.find(({ id }) => id === preset.categoryId);
  const meal = category ? ` ${category.name.toLowerCase()}` : '';
  return `${dayLabel(preset.day)}${meal}, ${dateLabel(dateOfDay(shown.start, preset.day))}`;
}

/** While "Add meal" has chosen a slot: where a recipe's button adds it, and a way out (issue 38). */
export function PresetBar() {
  const { clearPreset } = useShownWeek();
  const label = usePresetLabel();
  if (!label) return null;
  return (
    <Bar role="status">
      <Text>Adding to {label}</Text>
      <Cancel type="button" onClick={clearPreset}>
        Cancel<span className="visually-hidden"> adding to {label}</span>
      </Cancel>
    </Bar>
  );
}
