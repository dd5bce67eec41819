import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_DIAL_CODE } from '../../../../../shared/domain/constants';
import { phoneForApi } from '../../lib/phone-input';
import { errorMessage } from '../../api/errors';
import { createTree, keys } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { hasDuplicates, limitError, rowsToPairs, type CategoryRow } from '../../lib/category-editor';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import { hasInvalidDate, ProfileCoreFields, type InvalidDates, type ProfileCoreValues } from '../partner/ProfileCoreFields';
import { CategoryEditor } from './CategoryEditor';

interface Props {
  onDirtyChange(dirty: boolean): void;
  onDone(): void;
}

/** 'Create TeamTree': the tree's name and its root profile, with categories. */
export function CreateTreeForm({ onDirtyChange, onDone }: Props) {
  const plan = useAuth((s) => s.me?.plan ?? 'BASIC');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const [core, setCore] = useState<ProfileCoreValues>({ name: '', dialCode: DEFAULT_DIAL_CODE, phone: '', birthday: '', billDate: '' });
  const { name, phone, birthday, billDate } = core;
  const [rows, setRows] = useState<CategoryRow[]>([]);
  const [touched, setTouched] = useState<{ name?: boolean; billDate?: boolean }>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalidDates, setInvalidDates] = useState<InvalidDates>({});

  const dirty = name !== '' || phone !== '' || birthday !== '' || billDate !== '' || rows.some((r) => r.name || r.value);
  const categoryProblem = limitError(rows, plan) ?? (hasDuplicates(rows) ? 'duplicate' : null);
  const disabled = saving || !name.trim() || !billDate || !dirty || categoryProblem !== null || hasInvalidDate(invalidDates);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const setField = <K extends keyof ProfileCoreValues>(key: K, value: ProfileCoreValues[K]) => setCore((c) => ({ ...c, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, billDate: true });
    if (disabled) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await createTree({
        name: name.trim(),
        phone: phoneForApi(core.dialCode, phone),
        birthday: birthday || null,
        billDate,
        categories: rowsToPairs(rows),
      });
      await queryClient.invalidateQueries({ queryKey: keys.trees });
      setActiveTreeId(answer.teamtree.id);
      onDirtyChange(false);
      onDone();
      navigate(`/teamtree?teamtreeId=${encodeURIComponent(answer.teamtree.id)}`);
    } catch (err) {
      setError(errorMessage(err));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="create-heading">
      <h3 id="create-heading" className="text-lg font-semibold">
        Create TeamTree
      </h3>
      <ProfileCoreFields values={core} set={setField} setPhone={(dialCode, phone) => setCore((c) => ({ ...c, dialCode, phone }))}
        onDateInvalid={(field, bad) => setInvalidDates((d) => ({ ...d, [field]: bad }))}
        touched={touched} onTouch={(field) => setTouched((t) => ({ ...t, [field]: true }))} />
      <CategoryEditor rows={rows} onChange={setRows} plan={plan} />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" className="w-full" disabled={disabled}>
        {saving ? 'Planting...' : 'Plant'}
      </Button>
    </form>
  );
}
