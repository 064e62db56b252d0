export const meta = () => [
  { title: 'Send a new photo | Diya Tales' },
  { name: 'robots', content: 'noindex' },
];

// The parent's better-photo page behind the e-mailed signed link (issue 12). Its screen comes from
// the web side of issue 12 (branch i12-web); until then this route only reserves the path the
// e-mails link to.
export default function PhotoRequestPage() {
  return (
    <main>
      <h1>Send a new photo</h1>
    </main>
  );
}
