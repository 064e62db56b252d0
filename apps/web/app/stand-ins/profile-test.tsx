export default function Page() {
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="font-display text-3xl">Profile (test data)</h1>
    </main>
  );
}
