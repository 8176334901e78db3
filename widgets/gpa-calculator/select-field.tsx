export interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** `data`: the option's label is shown as written in every language, marked `translate="no"`. */
  options: readonly { value: T; label: string; data?: boolean }[];
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** A labelled select of fixed choices, as the share dialog and the percentage card offer them. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  disabled,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value as T)}
      >
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            translate={option.data ? 'no' : undefined}
          >
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
