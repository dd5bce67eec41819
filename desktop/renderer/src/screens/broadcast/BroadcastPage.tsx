/** Broadcast: a placeholder heading only (spec section 1). */
export function BroadcastPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold tracking-tight">Broadcast</h1>
    </div>
  );
}
