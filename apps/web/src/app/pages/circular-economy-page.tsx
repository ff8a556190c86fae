import { CircularEconomyView } from '@/features/impact/components/circular-economy-view';

export default function CircularEconomyPage() {
  return <CircularEconomyView />;
}
