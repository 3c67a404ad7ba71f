import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './Icons';
import { fieldLabel, iconButton, textField } from './styles';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
};

/** A password field with a show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={shown ? 'text' : 'password'} className={`${textField} pr-11`} />
      <button
        type="button"
        className={`${iconButton} absolute top-1/2 right-1 -translate-y-1/2`}
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        aria-controls={props.id}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

/** A labelled password field; `children` go under the input (a hint). */
export function PasswordField({
  label,
  children,
  ...props
}: PasswordInputProps & { label: string; children?: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className={fieldLabel}>
        {label}
      </label>
      <PasswordInput {...props} />
      {children}
    </div>
  );
}
