import { Formik } from 'formik';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { RowList } from './RowList';

function Harness({ rows }: { rows: string[] }) {
  return (
    <ThemeProvider theme={theme}>
      <Formik initialValues={{ ingredients: rows }} onSubmit={() => {}}>
        {({ values }) => (
          <>
            <RowList name="ingredients" legend="Ingredients" itemLabel="Ingredient" />
            <output data-testid="form-values">{JSON.stringify(values.ingredients)}</output>
          </>
        )}
      </Formik>
    </ThemeProvider>
  );
}

/** What formik holds (what would be sent). */
const formValues = () => JSON.parse(screen.getByTestId('form-values').textContent ?? '[]') as string[];
const rowValues = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('RowList (ingredients and instructions)', () => {
  it('grows by one row at a time and focuses the new row', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['']} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.type(screen.getByLabelText('Ingredient 1'), 'Flour');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.getByLabelText('Ingredient 2')).toHaveFocus();
    await user.keyboard('Sugar');
    expect(formValues()).toEqual(['Flour', 'Sugar']);
  });

  it('removes a row and moves focus to its neighbour', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['Flour', 'Sugar', 'Eggs']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ingredient 2' }));
    expect(rowValues()).toEqual(['Flour', 'Eggs']);
    expect(formValues()).toEqual(['Flour', 'Eggs']);
    expect(screen.getByLabelText('Ingredient 2')).toHaveFocus();
  });

  it('keeps one empty row when the last one is removed', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['Flour']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ingredient 1' }));
    expect(rowValues()).toEqual(['']);
  });

  it('reorders rows with the move buttons; focus follows the moved row', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['Flour', 'Sugar', 'Eggs']} />);
    expect(screen.getByRole('button', { name: 'Move Ingredient 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ingredient 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Ingredient 3 up' }));
    expect(rowValues()).toEqual(['Flour', 'Eggs', 'Sugar']);
    expect(screen.getByRole('button', { name: 'Move Ingredient 2 up' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(rowValues()).toEqual(['Eggs', 'Flour', 'Sugar']);
    expect(formValues()).toEqual(['Eggs', 'Flour', 'Sugar']);
    // At the top "up" is disabled, so focus stays on the row's other move button.
    expect(screen.getByRole('button', { name: 'Move Ingredient 1 down' })).toHaveFocus();
  });

  it('keeps what was typed in each row when rows move', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['Flour', 'Sugar']} />);
    await user.type(screen.getByLabelText('Ingredient 2'), ' (brown)');
    await user.click(screen.getByRole('button', { name: 'Move Ingredient 2 up' }));
    expect(rowValues()).toEqual(['Sugar (brown)', 'Flour']);
  });
});

describe('RowList: pasting a list', () => {
  it('splits pasted lines into rows, markers and blanks dropped, focus on the last', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['Flour', '', 'Eggs']} />);
    await user.click(screen.getByLabelText('Ingredient 2'));
    await user.paste('• 200 g sugar\n\n- 1 tsp salt\r\n3. 2 lemons, zested\n');
    expect(rowValues()).toEqual(['Flour', '200 g sugar', '1 tsp salt', '2 lemons, zested', 'Eggs']);
    expect(formValues()).toEqual(['Flour', '200 g sugar', '1 tsp salt', '2 lemons, zested', 'Eggs']);
    expect(screen.getByLabelText('Ingredient 4')).toHaveFocus();
    // The rows are ordinary rows: they move and are removed like typed ones.
    await user.click(screen.getByRole('button', { name: 'Remove Ingredient 3' }));
    expect(rowValues()).toEqual(['Flour', '200 g sugar', '2 lemons, zested', 'Eggs']);
  });

  it('keeps what a row holds and adds the pasted rows after it', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['Flour']} />);
    await user.click(screen.getByLabelText('Ingredient 1'));
    await user.paste('Sugar\nEggs');
    expect(rowValues()).toEqual(['Flour', 'Sugar', 'Eggs']);
    expect(screen.getByLabelText('Ingredient 3')).toHaveFocus();
  });

  it('pastes a single line into the row as typed text', async () => {
    const user = userEvent.setup();
    render(<Harness rows={['']} />);
    await user.click(screen.getByLabelText('Ingredient 1'));
    await user.paste('- 200 g flour');
    expect(rowValues()).toEqual(['- 200 g flour']);
  });
});
