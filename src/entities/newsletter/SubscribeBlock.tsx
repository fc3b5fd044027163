import { useFormik } from 'formik';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { SUCCESS } from '@contract/messages';
import { subscribeSchema } from '@contract/schemas';
import { errorMessage } from '@/api/baseApi';
import { useSubscribeMutation } from '@/api/subscribe';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { PlainInput } from '@/components/form/PlainInput';
import { Container } from '@/components/Section';
import { showError, showSuccess } from '@/store/toastsSlice';
import { mq } from '@/theme/theme';

const Band = styled.section`
  padding: 2.5rem 0;
  ${mq.lg} {
    padding: 4rem 0;
  }
`;

const Card = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.surface};
  ${mq.md} {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
    padding: 3rem;
  }
  h2 {
    font-size: clamp(1.6rem, 1.2rem + 1.4vw, 2.2rem);
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    opacity: 0.92;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
`;

const Row = styled.div`
  ${row({ wrap: 'wrap', gap: '0.5rem' })}
  input {
    flex: 1 1 220px;
    min-height: 48px;
    padding: 0 1.1rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid transparent;
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    background: ${({ theme }) => theme.colors.accentDark};
    border-color: ${({ theme }) => theme.colors.accentDark};
    min-height: 48px;
  }
`;

const ErrorText = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primarySoft};
`;

/** Newsletter sign-up: POST /api/subscribe with toasts; the same email twice is fine (idempotent). */
export function SubscribeBlock() {
  const dispatch = useAppDispatch();
  const [subscribe] = useSubscribeMutation();
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: subscribeSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const result = await subscribe(values.email.trim()).unwrap();
        dispatch(showSuccess(result.message || SUCCESS.subscribed, 'subscribe'));
        helpers.resetForm();
      } catch (error) {
        dispatch(showError(errorMessage(error), 'subscribe'));
      }
    },
  });
  const error = form.submitCount > 0 ? form.errors.email : undefined;
  return (
    <Band aria-labelledby="subscribe-title">
      <Container>
        <Card>
          <div>
            <h2 id="subscribe-title">Fresh ideas for your family table</h2>
            <p>One email a week: new recipes, seasonal meal plans and tips from parents who cook.</p>
          </div>
          <Form noValidate onSubmit={form.handleSubmit}>
            <Row>
              <label htmlFor="subscribe-email" className="visually-hidden">
                Email address
              </label>
              <PlainInput
                id="subscribe-email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={form.values.email}
                onChange={form.handleChange}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? 'subscribe-error' : undefined}
              />
              <Button type="submit" pending={form.isSubmitting}>
                Subscribe
              </Button>
            </Row>
            {error && (
              <ErrorText id="subscribe-error" role="alert">
                {error}
              </ErrorText>
            )}
          </Form>
        </Card>
      </Container>
    </Band>
  );
}
