import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Your favorite recipes');
  return <h1>Your favorite recipes</h1>;
}
