import { cn } from '../../lib/class-names';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

/** A row of radio buttons drawn as cards: native inputs, so arrows and Space work as usual. */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === option.value && 'border-primary bg-primary-soft',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-primary"
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              <span className="block text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
