import { useId } from 'react';
import styles from './contact-form.module.scss';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  /** A choice among these instead of text. */
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
};

export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  options,
  autoComplete,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    autoComplete,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  let control;
  if (options) {
    control = (
      <select
        {...common}
        className={`${styles.input} ${styles.select}`}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />;
  } else {
    control = <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
