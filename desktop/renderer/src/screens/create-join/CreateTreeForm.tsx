import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_DIAL_CODE } from '../../../../../shared/domain/constants';
import { combinePhone } from '../../../../../shared/domain/phone';
import { errorMessage } from '../../api/errors';
import { createTree, keys } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { hasDuplicates, limitError, rowsToPairs, type CategoryRow } from '../../lib/category-editor';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../lib/dial-codes';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import { CategoryEditor } from './CategoryEditor';

export const FIELD_REQUIRED = 'Dieses Feld ist erforderlich.';

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
  const [name, setName] = useState('');
  const [country, setCountry] = useState(() => countryForDialCode(DEFAULT_DIAL_CODE, DEFAULT_COUNTRY_ISO));
  const [phone, setPhone] = useState('');
  const [birthday, setBirthday] = useState('');
  const [billDate, setBillDate] = useState('');
  const [rows, setRows] = useState<CategoryRow[]>([]);
  const [touched, setTouched] = useState<{ name?: boolean; billDate?: boolean }>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dirty = name !== '' || phone !== '' || birthday !== '' || billDate !== '' || rows.some((r) => r.name || r.value);
  const categoryProblem = limitError(rows, plan) ?? (hasDuplicates(rows) ? 'duplicate' : null);
  const disabled = saving || !name.trim() || !billDate || !dirty || categoryProblem !== null;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const update = <T,>(setter: (v: T) => void) => setter;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, billDate: true });
    if (disabled) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await createTree({
        name: name.trim(),
        phone: phone ? combinePhone(country.dialCode, phone) : '',
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
      <TextField
        label="Name"
        name="name"
        required
        value={name}
        onChange={(e) => update(setName)(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, name: true }))}
        error={touched.name && !name.trim() ? FIELD_REQUIRED : undefined}
      />
      <PhoneField label="Phone number" country={country} onCountryChange={setCountry} value={phone} onChange={update(setPhone)} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Birthday" name="birthday" type="date" min="1900-01-01" max="2100-12-31" value={birthday} onChange={(e) => update(setBirthday)(e.target.value)} />
        <TextField
          label="Bill date"
          name="billDate"
          type="date"
          required
          min="1900-01-01"
          max="2100-12-31"
          value={billDate}
          onChange={(e) => update(setBillDate)(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, billDate: true }))}
          error={touched.billDate && !billDate ? FIELD_REQUIRED : undefined}
        />
      </div>
      <CategoryEditor rows={rows} onChange={update(setRows)} plan={plan} />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" className="w-full" disabled={disabled}>
        {saving ? 'Planting...' : 'Plant'}
      </Button>
    </form>
  );
}
