export default function Page() {
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="font-display text-3xl">Order Your Mythology Video</h1>
    </main>
  );
}
