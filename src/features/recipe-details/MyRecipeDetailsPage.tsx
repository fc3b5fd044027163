import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('My recipe details');
  return <h1>My recipe details</h1>;
}
