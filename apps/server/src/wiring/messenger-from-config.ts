import type { MessagingConfig } from '../config.ts';
import { createMessageCatcher, type CaughtMessageStore } from '../stand-ins/messaging/message-catcher.ts';
import type { Messenger } from '../adapters/messaging/messenger.ts';
import { createWhatsAppCloudMessenger } from '../adapters/messaging/whatsapp-cloud-messenger.ts';

/** The Cloud API when WHATSAPP_* is set; else the local catcher, whose inbox /dev/messages shows. */
export function messengerFromConfig(config: MessagingConfig): {
  messenger: Messenger;
  inbox: CaughtMessageStore | null;
} {
  const transport = config.transport;
  if (transport.driver === 'whatsapp-cloud') {
    return { messenger: createWhatsAppCloudMessenger(transport), inbox: null };
  }
  const catcher = createMessageCatcher(transport.dir);
  return { messenger: catcher, inbox: catcher };
}
