export function HomePage() {
  return (
    <main>
      <h1>Table Bay Accounting</h1>
      <p>Online bookkeeping, tax and payroll for South African small businesses.</p>
    </main>
  );
}
