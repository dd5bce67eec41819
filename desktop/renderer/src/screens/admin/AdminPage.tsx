import { PageFrame } from '../../components/PageFrame';

/** Admin: placeholder text only (spec section 1). */
export function AdminPage() {
  return (
    <PageFrame title="Admin">
      <p className="text-slate-600 dark:text-slate-300">The admin area is coming soon.</p>
    </PageFrame>
  );
}
