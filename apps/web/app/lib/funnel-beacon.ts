import { FUNNEL_EVENTS_PATH, type BrowserFunnelStep } from '@shop/contracts/funnel-steps';
import { siteLanguageOfPath } from '@shop/contracts/site-language';
import { detectCountry } from './detect-country';

// The shop's own funnel (docs/decisions/111): a step this page reached, told to the shop's own server
// with navigator.sendBeacon once the browser is idle. No cookie, no id, nothing about the visitor or
// the child: the step, the page's language, the story and the market guess the prices already use
// (a CDN's country header wins on the server). Fire and forget: a lost beacon is a count missed,
// never an error the parent sees or a request the page waits for.

const sentThisPage = new Set<string>();

export function reportFunnelStep(step: BrowserFunnelStep, story?: number): void {
  if (typeof window === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  // One count per step (and story) per page view: a re-render or a second upload is not a new visit.
  const key = `${location.pathname}|${step}|${story ?? ''}`;
  if (sentThisPage.has(key)) return;
  sentThisPage.add(key);
  const body = JSON.stringify({
    step,
    language: siteLanguageOfPath(location.pathname),
    ...(story ? { story } : {}),
    country: detectCountry(),
  });
  const send = () => {
    try {
      navigator.sendBeacon(FUNNEL_EVENTS_PATH, new Blob([body], { type: 'application/json' }));
    } catch {
      // A browser that refuses the beacon: the count is missed, the page goes on.
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(send, { timeout: 5_000 });
  else setTimeout(send, 1_000);
}
