import { API_DOCS_ENDPOINTS } from '@shop/contracts/api-docs';
import { html, SafeHtml } from '../../lib/html.ts';

// GET /api/docs (outside production): the OpenAPI document as a page, so a developer can read the
// API without a viewer from a CDN. Written on the server from the document itself, so it shows
// exactly what /api/openapi.json says. No scripts (the shop's CSP allows none here), inline styles
// only; every value is escaped.

interface Operation {
  summary: string;
  tags: string[];
  'x-access': string;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:15px/1.5 system-ui,'Segoe UI',Helvetica,Arial,sans-serif;background:#fffaf0;color:#2a1d12}
  header{background:#2a1d12;color:#fffaf0;padding:20px 32px}
  header h1{margin:0;font:bold 24px Georgia,serif}
  header a{color:#f5b841}
  main{max-width:1100px;margin:0 auto;padding:24px 32px}
  nav a{margin-right:12px}
  h2{font:bold 20px Georgia,serif;margin:32px 0 8px;text-transform:capitalize}
  details{background:#fff;border:1px solid #e8dcc6;border-radius:10px;margin:0 0 8px}
  summary{cursor:pointer;padding:10px 14px}
  .method{display:inline-block;min-width:64px;font:bold 13px ui-monospace,monospace;color:#b5396d}
  .access{float:right;font-size:13px;color:#6b5b4b}
  .body{padding:0 14px 14px}
  h3{font-size:14px;margin:12px 0 4px;text-transform:uppercase;letter-spacing:.04em;color:#6b5b4b}
  pre{margin:0;padding:10px;background:#fdf6e9;border-radius:8px;overflow:auto;font-size:13px}
  table{border-collapse:collapse;width:100%}
  td,th{text-align:left;vertical-align:top;padding:4px 8px;border-top:1px solid #e8dcc6}
`;

const json = (value: unknown) => html`<pre>${JSON.stringify(value, null, 2)}</pre>`;

function contentBlocks(content: Record<string, { schema?: unknown }> | undefined): SafeHtml[] {
  return Object.entries(content ?? {}).map(
    ([mediaType, { schema }]) =>
      html`<p><code>${mediaType}</code></p>
        ${schema ? json(schema) : ''}`,
  );
}

function operationBlock(method: string, path: string, operation: Operation): SafeHtml {
  const parameters = operation.parameters.map(
    (parameter) =>
      html`<tr>
        <td><code>${parameter.name}</code></td>
        <td>${parameter.in}${parameter.required ? ', required' : ''}</td>
        <td>${json(parameter.schema)}</td>
      </tr>`,
  );
  const responses = Object.entries(operation.responses).map(
    ([status, response]) =>
      html`<tr>
        <td><strong>${status}</strong></td>
        <td>${response.description}${contentBlocks(response.content)}</td>
      </tr>`,
  );
  return html`<details>
    <summary>
      <span class="method">${method.toUpperCase()}</span> <code>${path}</code> ${operation.summary}<span
        class="access"
        >${operation['x-access']}</span
      >
    </summary>
    <div class="body">
      ${
        parameters.length > 0
          ? html`<h3>Parameters</h3>
              <table>
                ${parameters}
              </table>`
          : ''
      }
      ${
        operation.requestBody
          ? html`<h3>Body</h3>
              ${contentBlocks(operation.requestBody.content)}`
          : ''
      }
      <h3>Responses</h3>
      <table>
        ${responses}
      </table>
    </div>
  </details>`;
}

/** The whole page for an OpenAPI document made by @shop/contracts/openapi. */
export function apiDocsPage(openApi: Record<string, unknown>): string {
  const document = openApi as unknown as Document;
  const byTag = new Map<string, SafeHtml[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title} ${document.info.version}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <h1>${document.info.title} <small>${document.info.version}</small></h1>
          <p>
            ${document.info.description ?? ''} The machine-readable document:
            <a href="${API_DOCS_ENDPOINTS.openApi.path}">${API_DOCS_ENDPOINTS.openApi.path}</a>.
          </p>
        </header>
        <main>
          <nav>${tags.map((tag) => html`<a href="#${tag}">${tag}</a>`)}</nav>
          ${tags.map(
            (tag) =>
              html`<section id="${tag}">
                <h2>${tag}</h2>
                ${byTag.get(tag) ?? []}
              </section>`,
          )}
        </main>
      </body>
    </html>`.value;
}
