import { useMutation } from '@apollo/client/react';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import type { AuthValues } from '../auth-form';
import { SignInMutation } from '../graphql/auth.graphql';
import { AuthModeLayout, ModeLink, PasswordField, TextField } from './AuthFormParts';
import type { AuthModeProps } from './AuthFormParts';

export function SignInForm({ form, firstFieldRef, onSwitch, onAuthenticated }: AuthModeProps) {
  const [signIn] = useMutation(SignInMutation, { context: INLINE_ERRORS });

  const send = async ({ email, password }: AuthValues) => {
    const { data } = await signIn({ variables: { input: { email, password } } });
    await onAuthenticated(data?.signIn ?? null, 'Welcome back!');
  };

  return (
    <AuthModeLayout
      mode="signin"
      google
      form={form}
      send={send}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <ModeLink onClick={() => onSwitch('signup')}>Sign up</ModeLink>
        </>
      }
    >
      <TextField form={form} field="email" inputRef={firstFieldRef} />
      <PasswordField
        form={form}
        autoComplete="current-password"
        onForgot={() => onSwitch('reset')}
      />
    </AuthModeLayout>
  );
}
