/** The chat module's face: what other modules may use. */
export { registerChatAdminRoutes } from './chat-admin.routes';
export { registerChatSupportRoutes } from './chat-support.routes';
export { registerChatRoutes } from './chat.routes';
export { openAidConversation } from './chat.service';
export { messageEmailJob } from './chat.service';
