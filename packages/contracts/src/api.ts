import { API_DOCS_ENDPOINTS } from './api-docs';
import { AUTH_ENDPOINTS } from './auth';
import { PAYMENT_ENDPOINTS } from './checkout';
import { DEV_MAIL_ENDPOINTS } from './dev-mail';
import { EMAIL_RECIPIENT_ENDPOINTS } from './email-recipients';
import type { EndpointDefinition } from './endpoint';
import { FAILED_MAIL_ENDPOINTS } from './failed-mail';
import { FIND_ORDER_ENDPOINTS } from './find-my-order';
import { HEALTH_ENDPOINTS } from './health';
import {
  ORDER_DETAIL_ENDPOINTS,
  PHOTO_REQUEST_ENDPOINTS,
  STAFF_PHOTO_LINK_ENDPOINTS,
  STAFF_VOICE_CLIP_LINK_ENDPOINTS,
} from './order-detail';
import { ORDER_STATUS_ENDPOINTS } from './order-status';
import { ORDER_ENDPOINTS } from './orders';
import { ORDER_CREATE_ENDPOINTS } from './orders-create';
import { SANDBOX_PAYMENT_ENDPOINTS } from './sandbox-payments';
import { STORAGE_LINK_ENDPOINTS, UPLOAD_ENDPOINTS } from './uploads';
import { VOICE_CLIP_ENDPOINTS } from './voice';
import { VIDEO_ENDPOINTS } from './videos';
import { DEV_MESSAGES_ENDPOINTS, WHATSAPP_ENDPOINTS } from './whatsapp';

/** Raised when an endpoint changes incompatibly (the OpenAPI document's info.version). */
export const API_VERSION = '1.0.0';

// Every endpoint the server serves, for the OpenAPI document and the server's check that each one is
// registered from its contract. The web app never imports this list: it imports the endpoints it
// calls, so a page's bundle carries only their schemas. Some are served only in some set-ups: the
// payment sandbox's without a real provider, the signed storage links without S3, the local mail
// catcher's inbox only while it runs (no SMTP_URL), the docs page outside production.
export const API_ENDPOINTS: readonly EndpointDefinition[] = [
  ...Object.values(HEALTH_ENDPOINTS),
  ...Object.values(API_DOCS_ENDPOINTS),
  ...Object.values(AUTH_ENDPOINTS),
  ...Object.values(ORDER_ENDPOINTS),
  ...Object.values(ORDER_CREATE_ENDPOINTS),
  ...Object.values(ORDER_STATUS_ENDPOINTS),
  ...Object.values(WHATSAPP_ENDPOINTS),
  ...Object.values(FIND_ORDER_ENDPOINTS),
  ...Object.values(ORDER_DETAIL_ENDPOINTS).filter(
    (endpoint) => endpoint !== ORDER_DETAIL_ENDPOINTS.redeliver,
  ),
  ...Object.values(PHOTO_REQUEST_ENDPOINTS),
  ...Object.values(STAFF_PHOTO_LINK_ENDPOINTS),
  ...Object.values(STAFF_VOICE_CLIP_LINK_ENDPOINTS),
  ...Object.values(PAYMENT_ENDPOINTS),
  ...Object.values(SANDBOX_PAYMENT_ENDPOINTS),
  ...Object.values(UPLOAD_ENDPOINTS),
  ...Object.values(VOICE_CLIP_ENDPOINTS),
  ...Object.values(STORAGE_LINK_ENDPOINTS),
  ...Object.values(VIDEO_ENDPOINTS),
  ...Object.values(EMAIL_RECIPIENT_ENDPOINTS),
  ...Object.values(FAILED_MAIL_ENDPOINTS),
  ...Object.values(DEV_MAIL_ENDPOINTS),
  ...Object.values(DEV_MESSAGES_ENDPOINTS),
];
