/**
 * Ends app.css's `render-near-screen` for the rest of the visit: every part is laid out at its real
 * height from now on. Called when the visitor starts using the landing page (its prerendered sections
 * are about to be replaced by live ones, which would otherwise start again at stand-in heights above
 * the reader and move the page) and before an in-page jump (a glide aimed at stand-in heights stops
 * short of its section). While the nodes are still the same, the browser keeps the reader's place.
 */
export function renderWholePage(): void {
  document.documentElement.setAttribute('data-render-whole-page', '');
}
