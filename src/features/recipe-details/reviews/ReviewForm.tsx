import { useMemo, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { REVIEW_COMMENT_MAX_LENGTH } from '@contract/constants';
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
import { panelBox } from '../Panel';
import { useOwnReview } from './useReviews';

/** The form is one of the page's boxes. */
const Form = styled.form`
  ${panelBox}
  display: grid;
  gap: 1rem;
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
 * Issue 15: once the reader has reviewed the recipe it reads "Update your review", holds
 * their review, and its success says 'Review updated Successfully'.
 */
export function ReviewForm({ recipeId, onAdded }: { recipeId: number | undefined; onAdded?: () => void }) {
  const { user, isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [addReview] = useAddReviewMutation();
  const ownReview = useOwnReview(isSignedIn ? recipeId : undefined);
  const ownRating = ownReview?.rating;
  const ownComment = ownReview?.comment;
  // A new object only when the stored review changes: formik re-initialises on every new
  // initialValues that differs from its own, which after a submit would briefly restore the old.
  const initialValues = useMemo<ReviewValues>(
    () => (ownRating === undefined || ownComment === undefined ? INITIAL : { rating: ownRating, comment: ownComment }),
    [ownRating, ownComment],
  );
  const form = useFormik<ReviewValues>({
    // The form takes the reader's review when it arrives or changes.
    initialValues,
    enableReinitialize: true,
    validationSchema: reviewSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      if (!recipeId) return;
      try {
        const sent = { rating: values.rating, comment: values.comment.trim() };
        const result = await addReview({ recipeId, ...sent }).unwrap();
        dispatch(showSuccess(result.message || (ownReview ? SUCCESS.reviewUpdated : SUCCESS.reviewAdded), 'review'));
        // The form now holds the reader's review, ready to update (it was emptied before issue 15).
        helpers.resetForm({ values: sent });
        onAdded?.();
      } catch (error) {
        dispatch(showError(errorMessage(error) || ERRORS.generic, 'review'));
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
      <h3 id="review-form-title">{ownReview ? 'Update your review' : 'Write a review'}</h3>
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
        counter={{ maxLength: REVIEW_COMMENT_MAX_LENGTH }}
        value={form.values.comment}
        onChange={form.handleChange}
        error={showErrors ? form.errors.comment : undefined}
        placeholder="What did you and your family think?"
      />
      <Button type="submit" pending={form.isSubmitting}>
        {ownReview ? 'Update your review' : 'Submit review'}
      </Button>
    </Form>
  );
}
