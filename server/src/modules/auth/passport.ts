import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { Strategy as LocalStrategy } from 'passport-local';
import { AuthError } from './auth-errors';
import type { PassportInstance } from '../feature-module';
import type { AuthService } from './auth.service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: string;
    }
  }
}

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  /** Overrides for a local OAuth server in tests; Google's own endpoints otherwise. */
  authorizationUrl?: string;
  tokenUrl?: string;
  userProfileUrl?: string;
}

/** One passport instance per app: sessions hold the user id (strategies: useAuthStrategies). */
export function createPassport(): PassportInstance {
  const passport = new Passport();
  passport.serializeUser((user, done) => done(null, user.id));
  // The session store hands out a user only while the account exists (PgSessionStore), and
  // deleting an account ends its sessions everywhere: no query per request here.
  passport.deserializeUser((id: string, done) => done(null, { id }));
  return passport;
}

/** Sign-in by e-mail and password, and with Google when it is configured. */
export function useAuthStrategies(
  passport: PassportInstance,
  auth: AuthService,
  google: GoogleOptions | null,
): void {
  passport.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', passReqToCallback: true },
      (req, email, password, done) => {
        auth.verifyCredentials(email, password, req.ip ?? 'unknown').then(
          (user) => done(null, { id: user.id }),
          (error: unknown) =>
            error instanceof AuthError
              ? done(null, false, { message: error.authCode })
              : done(error),
        );
      },
    ),
  );
  if (google) {
    passport.use(
      new GoogleStrategy(
        {
          clientID: google.clientId,
          clientSecret: google.clientSecret,
          callbackURL: google.callbackUrl,
          ...(google.authorizationUrl ? { authorizationURL: google.authorizationUrl } : {}),
          ...(google.tokenUrl ? { tokenURL: google.tokenUrl } : {}),
          ...(google.userProfileUrl ? { userProfileURL: google.userProfileUrl } : {}),
        },
        (
          _accessToken: string,
          _refreshToken: string,
          profile: Profile,
          done: (error: unknown, user?: Express.User | false) => void,
        ) => {
          auth.findOrCreateGoogleUser(profile).then((user) => done(null, { id: user.id }), done);
        },
      ),
    );
  }
}
