import { AUTH_MESSAGES } from '../../../../core/src/shared/auth-messages';
import {
  EMPTY_AUTH_VALUES,
  googleSignInHref,
  isValidEmail,
  newPasswordProblem,
  returnPageName,
  validateAuthForm,
} from './auth-form';

const filled = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' };

describe('the sign-in modal checks a form before sending it', () => {
  it('lets a complete form through in every mode', () => {
    expect(validateAuthForm('signin', filled)).toBeNull();
    expect(validateAuthForm('signup', filled)).toBeNull();
    expect(validateAuthForm('reset', filled)).toBeNull();
  });

  it('asks for a name only when creating an account, and points at the field', () => {
    const nameless = { ...filled, name: '   ' };
    expect(validateAuthForm('signup', nameless)).toEqual({
      message: 'Please enter your name',
      field: 'name',
    });
    expect(validateAuthForm('signin', nameless)).toBeNull();
  });

  it('reports the first problem in field order', () => {
    expect(validateAuthForm('signup', EMPTY_AUTH_VALUES)?.field).toBe('name');
    expect(validateAuthForm('signin', EMPTY_AUTH_VALUES)).toEqual({
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('wants at least 6 characters of password, except when asking for a reset link', () => {
    const short = { ...filled, password: '12345' };
    expect(validateAuthForm('signin', short)).toEqual({
      message: 'Password should be at least 6 characters',
      field: 'password',
    });
    expect(validateAuthForm('signup', short)?.field).toBe('password');
    expect(validateAuthForm('reset', { ...filled, password: '' })).toBeNull();
    expect(validateAuthForm('signin', { ...filled, password: '123456' })).toBeNull();
  });

  it("says what the server's catalogue says for the same problems", () => {
    expect(validateAuthForm('signup', EMPTY_AUTH_VALUES)?.message).toBe(
      AUTH_MESSAGES['missing-name'],
    );
    expect(validateAuthForm('reset', EMPTY_AUTH_VALUES)?.message).toBe(
      AUTH_MESSAGES['invalid-email'],
    );
  });

  it('accepts an address with spaces around it and refuses one without a domain', () => {
    expect(isValidEmail('  ada@example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada example@example.com')).toBe(false);
  });
});

describe('a new password (reset link, profile)', () => {
  it('must be long enough, then match its confirmation', () => {
    expect(newPasswordProblem('12345', '12345')).toBe('Password should be at least 6 characters');
    expect(newPasswordProblem('123456', '123457')).toBe('The two passwords do not match');
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });
});

describe('where signing in leads', () => {
  it('names the page a guest was sent away from by its title, ignoring query and hash', () => {
    expect(returnPageName('/generation-history?page=2#top')).toBe('Generation History');
    expect(returnPageName('/no-such-page')).toBe('that page');
  });

  it('sends Continue with Google back to the same place, encoded', () => {
    expect(googleSignInHref('/app-settings?tab=api')).toBe(
      '/api/auth/google?returnTo=%2Fapp-settings%3Ftab%3Dapi',
    );
  });
});
