import { useMutation } from '@apollo/client/react';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { CheckIcon } from '../../../ui/Icons';
import type { AuthValues } from '../auth-form';
import { SignUpMutation } from '../graphql/auth.graphql';
import { AuthModeLayout, ModeLink, PasswordField, TextField } from './AuthFormParts';
import type { AuthModeProps } from './AuthFormParts';

const banner = (
  <div
    data-testid="signup-banner"
    className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100"
  >
    <p className="font-semibold">Join 10,000+ sellers writing better product descriptions</p>
    <p className="mt-1 flex items-center gap-1.5">
      <CheckIcon width={16} height={16} className="shrink-0" />
      No credit card required
    </p>
  </div>
);

export function SignUpForm({ form, firstFieldRef, onSwitch, onAuthenticated }: AuthModeProps) {
  const [signUp] = useMutation(SignUpMutation, { context: INLINE_ERRORS });

  const send = async (input: AuthValues) => {
    const { data } = await signUp({ variables: { input } });
    await onAuthenticated(data?.signUp ?? null, 'Account created successfully!');
  };

  return (
    <AuthModeLayout
      mode="signup"
      banner={banner}
      google
      form={form}
      send={send}
      footer={
        <>
          Already have an account? <ModeLink onClick={() => onSwitch('signin')}>Sign in</ModeLink>
        </>
      }
    >
      <TextField form={form} field="name" inputRef={firstFieldRef} />
      <TextField form={form} field="email" />
      <PasswordField form={form} autoComplete="new-password" hint="At least 6 characters." />
    </AuthModeLayout>
  );
}
