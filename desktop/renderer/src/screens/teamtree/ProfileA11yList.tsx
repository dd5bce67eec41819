import { memo, useState } from 'react';

const PAGE = 100;

interface Props {
  profiles: readonly { id: string; name: string; parentName: string | null }[];
  onSelect(id: string): void;
}

/** The profiles for screen readers (visually hidden), paged so 50,000 cost nothing up front. */
export const ProfileA11yList = memo(function ProfileA11yList({ profiles, onSelect }: Props) {
  const [shown, setShown] = useState(PAGE);
  return (
    <div className="sr-only">
      <h2 id="tree-profiles-heading">Profiles in this TeamTree ({profiles.length})</h2>
      <ul aria-labelledby="tree-profiles-heading">
        {profiles.slice(0, shown).map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onSelect(p.id)}>
              {p.parentName ? `Select ${p.name} (upline ${p.parentName})` : `Select ${p.name} (root)`}
            </button>
          </li>
        ))}
      </ul>
      {shown < profiles.length && (
        <button type="button" onClick={() => setShown((n) => n + PAGE)}>
          Show more profiles
        </button>
      )}
    </div>
  );
});
