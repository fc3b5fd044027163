export { ReviewSection } from './ReviewSection';
export { ReviewForm } from './ReviewForm';
