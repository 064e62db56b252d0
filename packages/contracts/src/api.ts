import * as apiDocs from './api-docs';
import * as auth from './auth';
import * as checkout from './checkout';
import * as checkoutReminders from './checkout-reminders';
import * as childData from './child-data';
import * as devClock from './dev-clock';
import * as devMail from './dev-mail';
import * as emailRecipients from './email-recipients';
import type { EndpointDefinition } from './endpoint';
import * as failedMail from './failed-mail';
import * as familyLinks from './family-links';
import * as filmRenders from './film-renders';
import * as findMyOrder from './find-my-order';
import * as funnel from './funnel';
import * as gifts from './gifts';
import * as health from './health';
import * as keepsakes from './keepsakes';
import * as narration from './narration';
import * as orderDetail from './order-detail';
import * as orderStatus from './order-status';
import * as orders from './orders';
import * as ordersCreate from './orders-create';
import * as previews from './previews';
import * as promotions from './promotions';
import * as renderQueue from './render-queue';
import * as reviews from './reviews';
import * as sandboxPayments from './sandbox-payments';
import * as uploads from './uploads';
import * as voice from './voice';
import * as videos from './videos';
import * as whatsapp from './whatsapp';

/** Raised when an endpoint changes incompatibly (the OpenAPI document's info.version). */
export const API_VERSION = '1.0.0';

/**
 * Every contract module that declares endpoints. A test (api.test.ts) fails when a file under src
 * declares one and is missing here, so a new module cannot be forgotten; within a module, every
 * exported group of endpoints is taken as it is.
 */
export const CONTRACT_MODULES = {
  apiDocs,
  auth,
  checkout,
  checkoutReminders,
  childData,
  devClock,
  devMail,
  emailRecipients,
  failedMail,
  familyLinks,
  filmRenders,
  findMyOrder,
  funnel,
  gifts,
  health,
  keepsakes,
  narration,
  orderDetail,
  orderStatus,
  orders,
  ordersCreate,
  previews,
  promotions,
  renderQueue,
  reviews,
  sandboxPayments,
  uploads,
  voice,
  videos,
  whatsapp,
};

/** A declared endpoint (not a bare address: those carry no schemas). */
export function isEndpointDefinition(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'summary' in value &&
    'responses' in value
  );
}

/** The endpoints a module exports, in groups (`ORDER_ENDPOINTS = { … }`) or alone. */
export function endpointsOf(module: Record<string, unknown>): EndpointDefinition[] {
  return Object.values(module).flatMap((value) => {
    if (isEndpointDefinition(value)) return [value];
    if (typeof value !== 'object' || value === null) return [];
    const members = Object.values(value);
    return members.length > 0 && members.every(isEndpointDefinition) ? members : [];
  });
}

// Every endpoint the server serves, derived from the contract modules: the OpenAPI document and the
// server's checks that each one is registered from its contract (and that every /api route it
// serves is one of them). The web app never imports this list: it imports the endpoints it calls,
// so a page's bundle carries only their schemas. Some are served only in some set-ups: the payment
// sandbox's without a real provider, the signed storage links without S3, the local mail catcher's
// inbox only while it runs (no SMTP_URL), the docs page outside production.
export const API_ENDPOINTS: readonly EndpointDefinition[] = [
  ...new Set(Object.values(CONTRACT_MODULES).flatMap((module) => endpointsOf(module))),
];
