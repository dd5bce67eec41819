import { useNavigate } from 'react-router';
import { BILL_STATUS_LABELS, billStatus, todayIn, type BillStatus } from '../../../../../shared/domain/bill-status';
import { Button } from '../../components/Button';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../PagePlaceholder';

const TONES: Record<BillStatus, string> = {
  safe: 'text-emerald-700 dark:text-emerald-300',
  warning: 'text-amber-700 dark:text-amber-300',
  danger: 'text-red-700 dark:text-red-300',
  none: 'text-slate-600 dark:text-slate-400',
};

/** The dashboard frame: the 'No TeamTree found' banner, or a summary of the active tree. */
export function DashboardPage() {
  const navigate = useNavigate();
  const { status, loading, trees } = useActiveTreeStatus();
  if (loading) return <PageFrame title="Dashboard"><p role="status">Loading dashboard...</p></PageFrame>;
  if (!status || trees.length === 0) {
    return (
      <PageFrame title="Dashboard">
        <Card className="flex items-center justify-between gap-4">
          <p className="font-medium">No TeamTree found</p>
          <Button onClick={() => navigate('/teamtree')}>Go to TeamTree</Button>
        </Card>
      </PageFrame>
    );
  }
  const today = todayIn();
  const counts: Record<BillStatus, number> = { safe: 0, warning: 0, danger: 0, none: 0 };
  for (const p of status.teamtree.profiles) counts[billStatus(p.billDate, today)] += 1;
  return (
    <PageFrame title="Dashboard">
      <p className="text-slate-600 dark:text-slate-300">{status.teamtree.name}</p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Card>
          <p className="text-sm text-slate-600 dark:text-slate-400">Partners</p>
          <p className="text-3xl font-semibold">{status.teamtree.profiles.length}</p>
        </Card>
        {(['safe', 'warning', 'danger'] as const).map((s) => (
          <Card key={s}>
            <p className="text-sm text-slate-600 dark:text-slate-400">{BILL_STATUS_LABELS[s]}</p>
            <p className={`text-3xl font-semibold ${TONES[s]}`}>{counts[s]}</p>
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
