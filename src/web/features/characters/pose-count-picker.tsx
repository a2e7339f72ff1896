import { POSE_COUNTS } from '../../../shared/constants';
import { cn } from '../../lib/class-names';

/** Number of Poses: one button per allowed count (3-6), the chosen one pressed. */
export function PoseCountPicker({
  value,
  onChange,
  isDisabled,
}: {
  value: number;
  onChange: (count: number) => void;
  isDisabled: boolean;
}) {
  return (
    <div className="grid grid-cols-4 gap-2" role="group" aria-labelledby="label-pose-count">
      {POSE_COUNTS.map((count) => (
        <button
          key={count}
          type="button"
          aria-pressed={value === count}
          disabled={isDisabled}
          onClick={() => onChange(count)}
          data-testid={`button-poses-${count}`}
          className={cn(
            'h-11 cursor-pointer rounded-lg border text-base font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60',
            value === count
              ? 'border-primary bg-primary text-primary-foreground shadow-sm'
              : 'border-input bg-card hover:border-primary/40 hover:bg-primary-soft hover:text-primary',
          )}
        >
          {count}
        </button>
      ))}
    </div>
  );
}
