/** A labelled figure (dashboard tile). Place inside a <dl> so the label names the value for assistive technology. */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** A row of dashboard tiles: two columns on phones, four from lg up. */
export function StatTiles({ tiles }: { tiles: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <StatTile key={t.label} label={t.label} value={t.value} />
      ))}
    </dl>
  );
}
