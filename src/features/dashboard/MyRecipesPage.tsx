import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Your shared recipes');
  return <h1>Your shared recipes</h1>;
}
