import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Recipe details');
  return <h1>Recipe details</h1>;
}
