import { MicrocreditsView } from '@/features/microcredits/components/microcredits-view';

export default function MicrocreditsPage() {
  return <MicrocreditsView />;
}
