import { EducationView } from '@/features/education/components/education-view';

export default function FinancialEducationPage() {
  return <EducationView />;
}
