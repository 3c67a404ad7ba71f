import { graphql } from '../../../__generated__';

export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on Viewer {
    kind
    customizationLocked
    googleSignInEnabled
    user {
      ...UserFields
    }
    usage {
      ...UsageFields
    }
    preferences {
      ...PreferencesFields
    }
  }
`);

// The account and the preferences as the viewer carries them, so that saving either
// updates what every screen reads.
export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    email
    displayName
    photoUrl
    plan
    hasPassword
    createdAt
  }
`);

export const PreferencesFieldsFragment = graphql(`
  fragment PreferencesFields on Preferences {
    theme
    notifyOnBatchDone
  }
`);

// The allowance as every screen shows it: the viewer, the billing page, a generation's answer.
export const UsageFieldsFragment = graphql(`
  fragment UsageFields on Usage {
    plan
    generationsUsed
    generationsLimit
    remaining
    overage
    periodStart
    resetDate
  }
`);

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...ViewerFields
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...ViewerFields
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...ViewerFields
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...UserFields
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String) {
    deleteAccount(password: $password)
  }
`);

export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      ...PreferencesFields
    }
  }
`);
