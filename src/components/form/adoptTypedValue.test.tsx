import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form, Formik } from 'formik';
import { ThemeProvider } from 'styled-components';
import { screen } from '@testing-library/react';
import { theme } from '@/theme/theme';
import {
  FormikPasswordField,
  FormikSelectField,
  FormikTextArea,
  FormikTextField,
  OtpInput,
  SelectField,
  TextField,
} from './index';

/** Server-renders `ui`, lets the visitor change the page, then lets the app take over. */
async function hydrateAfter(ui: ReactElement, visitor: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  document.body.appendChild(container);
  visitor();
  await act(async () => {
    hydrateRoot(container, <ThemeProvider theme={theme}>{ui}</ThemeProvider>, { onRecoverableError: () => {} });
  });
  return container;
}

function type(label: string, text: string) {
  (screen.getByLabelText(label) as HTMLInputElement).value = text;
}

describe('the form kit keeps what a visitor typed before the app took over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hands formik every kind of field', async () => {
    const submitted = jest.fn();
    await hydrateAfter(
      <Formik initialValues={{ email: '', password: '', note: '', meal: '' }} onSubmit={submitted}>
        <Form>
          <FormikTextField name="email" label="Email" />
          <FormikPasswordField name="password" label="Password" />
          <FormikTextArea name="note" label="Note" />
          <FormikSelectField
            name="meal"
            label="Meal"
            placeholder="Pick one"
            options={[{ value: 'soup', label: 'Soup' }]}
          />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
      () => {
        type('Email', 'cook@example.com');
        type('Password', 'secret-123');
        type('Note', 'No nuts');
        (screen.getByLabelText('Meal') as HTMLSelectElement).value = 'soup';
      },
    );
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(submitted).toHaveBeenCalledWith(
      { email: 'cook@example.com', password: 'secret-123', note: 'No nuts', meal: 'soup' },
      expect.anything(),
    );
  });

  it('hands a plain field its onChange, and leaves an untouched field alone', async () => {
    const seen: string[] = [];
    function Plain() {
      const [name, setName] = useState('');
      const [size, setSize] = useState('2');
      return (
        <>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => (setName(event.target.value), seen.push(`name:${event.target.value}`))}
          />
          <SelectField
            label="Size"
            value={size}
            onChange={(event) => (setSize(event.target.value), seen.push(`size:${event.target.value}`))}
            options={[
              { value: '2', label: 'Two' },
              { value: '4', label: 'Four' },
            ]}
          />
        </>
      );
    }
    await hydrateAfter(<Plain />, () => type('Name', 'Alex'));
    expect(seen).toEqual(['name:Alex']);
    expect(screen.getByLabelText('Name')).toHaveValue('Alex');
  });

  it('hands the one-time code its digits', async () => {
    const codes: string[] = [];
    await hydrateAfter(<OtpInput label="Code" value="" onChange={(code) => codes.push(code)} />, () => {
      ['4', '2', '7'].forEach((digit, index) => type(`Digit ${index + 1} of 4`, digit));
    });
    expect(codes).toEqual(['427']);
  });
});
