import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The part names of the input. */
  part: string;
  /** The id of the message about this field, when it is the field in error. */
  messageId?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'date';
  placeholder?: string;
  maxLength?: number;
}

/** A labelled input, marked invalid and pointing at the message when the message is about it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  part,
  messageId,
  inputMode = 'numeric',
  type = 'text',
  placeholder,
  maxLength,
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        part={part}
        type={type}
        inputMode={type === 'date' ? undefined : inputMode}
        autoComplete="off"
        enterKeyHint="done"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={messageId !== undefined || undefined}
        aria-describedby={messageId}
      />
    </div>
  );
}
