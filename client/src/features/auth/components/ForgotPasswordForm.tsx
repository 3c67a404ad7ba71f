import { useMutation } from '@apollo/client/react';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { toast } from '../../../ui/toast';
import type { AuthValues } from '../auth-form';
import { RequestPasswordResetMutation } from '../graphql/auth.graphql';
import { AuthModeLayout, ModeLink, TextField } from './AuthFormParts';
import type { AuthModeProps } from './AuthFormParts';

/** Asks for the password-reset mail (the modal's reset mode); the link opens ResetPasswordPage. */
export function ForgotPasswordForm({ form, firstFieldRef, onSwitch }: AuthModeProps) {
  const [requestReset] = useMutation(RequestPasswordResetMutation, { context: INLINE_ERRORS });

  const send = async ({ email }: AuthValues) => {
    await requestReset({ variables: { email } });
    toast.success('Password reset email sent!');
    onSwitch('signin');
  };

  return (
    <AuthModeLayout
      form={form}
      mode="reset"
      send={send}
      footer={<ModeLink onClick={() => onSwitch('signin')}>Back to sign in</ModeLink>}
    >
      <TextField form={form} field="email" inputRef={firstFieldRef} />
    </AuthModeLayout>
  );
}
