import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Share your recipe');
  return <h1>Share your recipe</h1>;
}
