import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Verify account');
  return <h1>Verify account</h1>;
}
