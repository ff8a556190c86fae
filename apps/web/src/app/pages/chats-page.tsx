import { ChatsView } from '@/features/chat/components/chats-view';

export default function ChatsPage() {
  return <ChatsView />;
}
