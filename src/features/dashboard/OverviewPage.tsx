import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Dashboard');
  return <h1>Dashboard</h1>;
}
