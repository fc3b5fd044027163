import { useState } from 'react';
import styled from 'styled-components';
import { WEEK_PLANNING } from '@contract/constants';
import { WEEK_MESSAGES } from '@contract/messages';
import { weekTemplateSchema } from '@contract/schemas';
import { weekLabel } from '@contract/weeks';
import { errorMessage } from '@/api/baseApi';
import {
  useApplyWeekTemplateMutation,
  useDeleteWeekTemplateMutation,
  useGetWeekTemplatesQuery,
  useSaveWeekTemplateMutation,
  type WeekTemplate,
} from '@/api/mealPlans';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/form';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { Actions, Lead } from '@/entities/meal-plan';
import { DialogList, DialogListEmpty, DialogListItem } from '../components/dialogList';
import { DialogForm, PlannerDialogActions } from '../components/plannerDialogParts';
import { KeepOrReplace, mealCount } from './KeepOrReplace';
import { useShownWeek } from './shownWeek';
import { useWeekChangedToast } from './weekToasts';

const Text = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0.15rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** "Save as template": the shown week's meals under a name. */
export function SaveTemplateDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { shown } = useShownWeek();
  const [saveTemplate, { isLoading }] = useSaveWeekTemplateMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    let checked;
    try {
      checked = await weekTemplateSchema.validate({ name, week: shown.start });
    } catch (error) {
      setProblem((error as Error).message);
      return;
    }
    try {
      const { message } = await saveTemplate({ name: checked.name, week: shown.start }).unwrap();
      dispatch(showSuccess(message || WEEK_MESSAGES.templateSaved(checked.name), 'week-template'));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Dialog open title="Save as template" onClose={onClose}>
      <Lead>Keep the meals of {weekLabel(shown.start)} to plan another week the same way.</Lead>
      <DialogForm onSubmit={() => void submit()}>
        <TextField
          label="Template name"
          look="dialog"
          value={name}
          autoComplete="off"
          maxLength={WEEK_PLANNING.templateNameMax}
          placeholder="School week"
          error={problem}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(undefined);
          }}
        />
        <PlannerDialogActions onCancel={onClose} confirmLabel="Save" pending={isLoading} />
      </DialogForm>
    </Dialog>
  );
}

/** 'Pasta bake, Fish pie, Tacos…' */
const recipesLine = (template: WeekTemplate) =>
  template.recipeNames.length
    ? `${template.recipeNames.join(', ')}${template.mealCount > template.recipeNames.length ? '…' : ''}`
    : '';

/** "Use a template": the saved weeks, each applied to the shown week or deleted. */
export function UseTemplateDialog({ mealsNow, onClose }: { mealsNow: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { shown } = useShownWeek();
  const templates = useGetWeekTemplatesQuery();
  const [applyTemplate, { isLoading: applying }] = useApplyWeekTemplateMutation();
  const [deleteTemplate] = useDeleteWeekTemplateMutation();
  const [asking, setAsking] = useState<WeekTemplate>();
  const toast = useWeekChangedToast();

  const apply = async (template: WeekTemplate, replace: boolean) => {
    try {
      const answer = await applyTemplate({ id: template.id, week: shown.start, ...(replace && { replace }) }).unwrap();
      toast(answer, WEEK_MESSAGES.templateApplied(template.name, answer.copied));
      onClose();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'week-template'));
    }
  };

  const remove = async (template: WeekTemplate) => {
    try {
      const { message } = await deleteTemplate(template.id).unwrap();
      dispatch(showSuccess(message, 'week-template'));
    } catch (error) {
      dispatch(showError(errorMessage(error), 'week-template'));
    }
  };

  const list = templates.data;
  return (
    <Dialog open title="Use a template" onClose={onClose}>
      {asking ? (
        <KeepOrReplace
          question={`This week already has ${mealCount(mealsNow)}. Plan “${asking.name}” beside them, or replace them?`}
          pending={applying}
          onCancel={() => setAsking(undefined)}
          onChoose={(replace) => void apply(asking, replace)}
        />
      ) : (
        <>
          <Lead>Plan {weekLabel(shown.start)} from a week you saved.</Lead>
          {!list && templates.isError ? (
            <LoadProblem message="We couldn’t load your templates just now." onRetry={() => templates.refetch()} />
          ) : !list ? (
            <LoadingLines label="Loading templates" widths={[80, 65]} />
          ) : list.length === 0 ? (
            <DialogListEmpty>No templates yet. Plan a week you like, then choose “Save as template”.</DialogListEmpty>
          ) : (
            <DialogList aria-label="Templates">
              {list.map((template) => (
                <DialogListItem key={template.id}>
                  <Text>
                    <Name>{template.name}</Name>
                    <Detail>
                      {mealCount(template.mealCount)}
                      {recipesLine(template) && ` · ${recipesLine(template)}`}
                    </Detail>
                  </Text>
                  <Button
                    variant="secondary"
                    pending={applying && asking === undefined}
                    aria-label={`Use ${template.name}`}
                    onClick={() => (mealsNow > 0 ? setAsking(template) : void apply(template, false))}
                  >
                    Use
                  </Button>
                  <Button variant="ghost" aria-label={`Delete ${template.name}`} onClick={() => void remove(template)}>
                    Delete
                  </Button>
                </DialogListItem>
              ))}
            </DialogList>
          )}
          <Actions>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
