import { SectionPage } from '../layout/section-page';

export default function ChatsPage() {
  return <SectionPage id="chats" />;
}
