import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { WEEK_MESSAGES } from '@contract/messages';
import type { Household } from '@/api/models';
import { errorMessage } from '@/api/baseApi';
import { useUpdateHouseholdSettingsMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { OWN_ZONE, settingsPayload, timeZoneOptions, zoneLabel } from '../calendarSettings';
import { PanelText, PanelTitle, SharePanel } from './shareParts';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  min-width: 0;
`;

/** The meal times side by side where there is room, one a line on a phone. */
const Times = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
  gap: 0.5rem 0.75rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
`;

const TOAST = 'household-settings';

/**
 * "Calendar and times": the family's time zone ("this week" and the calendar feed's clock) and the
 * time each category's meals are eaten (the feed's events). Parents change them; the others see
 * them, the form disabled with a note saying who can.
 */
export function TimesPanel({ household }: { household: Household }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const noteId = useId();
  const [zone, setZone] = useState<string>();
  const [times, setTimes] = useState<ReadonlyMap<number, string>>(new Map());
  const [invalid, setInvalid] = useState<number[]>([]);
  const [save, saving] = useUpdateHouseholdSettingsMutation();
  const readOnly = !household.youAreParent;

  const shownZone = zone ?? household.timeZone ?? OWN_ZONE;
  // Some 420 zones: listed once per saved zone, not on each keystroke.
  const options = useMemo(() => timeZoneOptions(household.timeZone), [household.timeZone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const check = settingsPayload(household, { zone, times });
    if (!check.ok) {
      setInvalid(check.invalid);
      return;
    }
    setInvalid([]);
    if (!check.payload) {
      dispatch(showSuccess('Nothing changed: these are the saved settings.', TOAST));
      return;
    }
    try {
      const { message } = await save(check.payload).unwrap();
      setZone(undefined);
      setTimes(new Map());
      dispatch(showSuccess(message || WEEK_MESSAGES.settingsSaved, TOAST));
    } catch (error) {
      dispatch(showError(errorMessage(error), TOAST));
    }
  };

  return (
    <SharePanel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Time zone and meal times</PanelTitle>
      <PanelText>
        The time zone decides when “this week” starts; the meal times place each meal in your calendar.
      </PanelText>
      {readOnly && <Note id={noteId}>Only a parent of the family can change these.</Note>}
      <Form noValidate onSubmit={(event) => void submit(event)} aria-describedby={readOnly ? noteId : undefined}>
        <SelectField
          label="Time zone"
          value={shownZone}
          options={options}
          disabled={readOnly}
          hint={
            household.timeZone === null ? 'Now: each phone’s own time zone.' : `Now: ${zoneLabel(household.timeZone)}.`
          }
          onChange={(event) => setZone(event.target.value)}
        />
        <Times disabled={readOnly}>
          <legend>Meal times (24-hour, like 18:30)</legend>
          {household.mealTimes.map((meal) => (
            <TextField
              key={meal.categoryId}
              label={meal.categoryName}
              value={times.get(meal.categoryId) ?? meal.time}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              placeholder="18:30"
              disabled={readOnly}
              error={invalid.includes(meal.categoryId) ? WEEK_MESSAGES.mealTimeInvalid : undefined}
              onChange={(event) =>
                setTimes((before) => new Map(before).set(meal.categoryId, event.target.value.slice(0, 5)))
              }
            />
          ))}
        </Times>
        <div>
          <Button type="submit" disabled={readOnly} pending={saving.isLoading}>
            Save times
          </Button>
        </div>
      </Form>
    </SharePanel>
  );
}
