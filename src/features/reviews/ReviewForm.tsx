import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ERRORS, SUCCESS } from '@contract/messages';
import { reviewSchema } from '@contract/schemas';
import { errorMessage } from '@/api/baseApi';
import { useAddReviewMutation } from '@/api/reviews';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { TextArea, TextField } from '@/components/form';
import { StarRatingInput } from '@/components/StarRating';
import { useSession } from '@/store/useSession';
import { showError, showSuccess } from '@/store/toastsSlice';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const RatingField = styled.div`
  display: grid;
  gap: 0.25rem;
  .label {
    font-weight: 600;
    font-size: 0.92rem;
  }
  .error {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface ReviewValues {
  rating: number;
  comment: string;
}

const INITIAL: ReviewValues = { rating: 0, comment: '' };

/**
 * SPEC.md §2/§5 review form: name and email read-only from the session, rating from 0,
 * a 5-row comment. Logged out: 'Please login first' and /auth/login. No recipe id: nothing.
 */
export function ReviewForm({ recipeId, onAdded }: { recipeId: number | undefined; onAdded?: () => void }) {
  const { user, isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [addReview] = useAddReviewMutation();
  const form = useFormik<ReviewValues>({
    initialValues: INITIAL,
    validationSchema: reviewSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      if (!recipeId) return;
      try {
        const result = await addReview({ recipeId, rating: values.rating, comment: values.comment.trim() }).unwrap();
        dispatch(showSuccess(result.message || SUCCESS.reviewAdded));
        helpers.resetForm({ values: INITIAL });
        onAdded?.();
      } catch (error) {
        dispatch(showError(errorMessage(error) || ERRORS.generic));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipeId) return;
    if (!isSignedIn) {
      dispatch(showError(ERRORS.loginFirst));
      const from = location.pathname;
      // Leave the page once the submit event has finished with this form.
      setTimeout(() => navigate('/auth/login', { state: { from } }), 0);
      return;
    }
    form.handleSubmit();
  };

  const showErrors = form.submitCount > 0;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="review-form-title">
      <h3 id="review-form-title">Write a review</h3>
      <TextField label="Name" value={user?.name ?? ''} readOnly placeholder={isSignedIn ? '' : 'Log in to review'} />
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <RatingField>
        <span className="label" id="review-rating-label">
          Your rating
        </span>
        <StarRatingInput
          value={form.values.rating}
          onChange={(value) => form.setFieldValue('rating', value)}
          labelledBy="review-rating-label"
        />
        {showErrors && form.errors.rating && (
          <p className="error" role="alert">
            {form.errors.rating}
          </p>
        )}
      </RatingField>
      <TextArea
        label="Your review"
        name="comment"
        rows={5}
        value={form.values.comment}
        onChange={form.handleChange}
        error={showErrors ? form.errors.comment : undefined}
        placeholder="What did you and your family think?"
      />
      <Button type="submit" pending={form.isSubmitting}>
        Submit review
      </Button>
    </Form>
  );
}
