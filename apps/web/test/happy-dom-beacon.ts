// happy-dom's navigator.sendBeacon starts a fetch and drops its promise: when the test's window closes
// with the beacon still in flight, the aborted fetch surfaces as an unhandled rejection in whichever
// file runs then. A browser's sendBeacon never rejects; this one behaves the same, and still sends.
if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string | URL, data?: BodyInit | null): boolean => {
      void fetch(url, { method: 'POST', body: data ?? null, keepalive: true }).catch(() => {});
      return true;
    },
  });
}
