import { AGE_GROUPS, type AgeGroup } from '../../shared/constants';
import { ageGroupOptionLabel } from '../lib/age-group-label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/** The age group picker every form shares, so its options read the same on each screen. */
export function AgeGroupSelect({
  id,
  value,
  onChange,
  ariaLabel,
}: {
  id: string;
  value: AgeGroup;
  onChange: (group: AgeGroup) => void;
  ariaLabel?: string;
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        const group = AGE_GROUPS.find((candidate) => candidate === next);
        if (group) onChange(group);
      }}
    >
      <SelectTrigger id={id} aria-label={ariaLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {AGE_GROUPS.map((group) => (
          <SelectItem key={group} value={group}>
            {ageGroupOptionLabel(group)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
