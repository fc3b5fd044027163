import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUCCESS, VALIDATION } from '@contract/messages';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { renderWithProviders } from '@/test/render';
import { ToastHost } from '@/store/ToastHost';
import { SubscribeBlock } from '../SubscribeBlock';

let stub: FetchStub;
afterEach(() => stub.restore());

const renderBlock = () =>
  renderWithProviders(
    <>
      <SubscribeBlock />
      <ToastHost />
    </>,
  );

test('an empty email is refused without a request', async () => {
  stub = stubFetch();
  renderBlock();
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
  expect(stub.requests).toHaveLength(0);
});

test('subscribes, confirms and clears the field', async () => {
  stub = stubFetch().on('POST', '/api/subscribe', ({ body }) => ok(body, SUCCESS.subscribed));
  renderBlock();
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(SUCCESS.subscribed)).toBeInTheDocument();
  expect(stub.requests[0].body).toEqual({ email: 'ada@example.com' });
  expect(screen.getByLabelText('Email address')).toHaveValue('');
});

test("the server's error is shown", async () => {
  stub = stubFetch().on('POST', '/api/subscribe', fail(429, 'Too many requests, slow down.'));
  renderBlock();
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Too many requests, slow down.')).toBeInTheDocument();
});
