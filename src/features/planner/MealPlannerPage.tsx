import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function Page() {
  useDocumentTitle('Customize your meal plan');
  return <h1>Customize your meal plan</h1>;
}
