import type { Request } from 'express';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { UsageType } from '../billing/dto/usage.type';
import type { GraphQLContext } from '../../graphql/context';
import { UserInputError } from '../../graphql/errors';
import type { PgSessionStore } from './pg-session-store';
import { signInRequired } from './auth-errors';
import type { AuthService } from './auth.service';
import { PreferencesInput, ProfileInput, SignInInput, SignUpInput } from './dto/auth.inputs';
import {
  OwnerKindValue,
  PreferencesType,
  ThemePreferenceValue,
  UserType,
  ViewerType,
} from './dto/viewer.type';
import { ProfileError, type ViewerService, type ViewerSnapshot } from './viewer.service';
import { planIdValue } from '../billing/dto/usage.type';
import { userOwner } from '../../../../core/src/owner/owner';

/** Sign-up, sign-in/out, password reset, profile, preferences, and the viewer. */
@Resolver(() => ViewerType)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly viewers: ViewerService,
    private readonly sessions: PgSessionStore,
    private readonly googleSignInEnabled: boolean,
  ) {}

  @Query(() => ViewerType)
  async viewer(@Ctx() { owner }: GraphQLContext): Promise<ViewerType> {
    return this.toViewer(await this.viewers.viewer(owner));
  }

  @Mutation(() => ViewerType)
  async signUp(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SignUpInput) input: SignUpInput,
  ): Promise<ViewerType> {
    const req = httpRequest(context);
    const guestId = context.owner.kind === 'guest' ? context.owner.guestSessionId : null;
    const user = await this.auth.signUp(input, guestId);
    await logIn(req, user.id);
    return this.toViewer(await this.viewers.viewer(userOwner(user.id)));
  }

  @Mutation(() => ViewerType)
  async signIn(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SignInInput) input: SignInInput,
  ): Promise<ViewerType> {
    const req = httpRequest(context);
    const user = await this.auth.verifyCredentials(
      input.email,
      input.password,
      req.ip ?? 'unknown',
    );
    if (context.owner.kind === 'guest')
      await this.auth.mergeGuest(context.owner.guestSessionId, user.id);
    await logIn(req, user.id);
    return this.toViewer(await this.viewers.viewer(userOwner(user.id)));
  }

  @Mutation(() => Boolean)
  async signOut(@Ctx() context: GraphQLContext): Promise<boolean> {
    const req = httpRequest(context);
    if (!req.user) return true;
    await new Promise<void>((resolve, reject) =>
      req.logout((error: unknown) => (error ? reject(asError(error)) : resolve())),
    );
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Always true, whether or not the address has an account.',
  })
  async requestPasswordReset(
    @Ctx() context: GraphQLContext,
    @Arg('email', () => String) email: string,
  ): Promise<boolean> {
    await this.auth.requestPasswordReset(email, context.req?.ip ?? 'unknown');
    return true;
  }

  @Mutation(() => Boolean)
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
  ): Promise<boolean> {
    const userId = await this.auth.resetPassword(token, password);
    // A reset ends every session of the account: whoever knew the old password is out.
    await this.sessions.destroyUserSessions(userId);
    return true;
  }

  @Mutation(() => UserType)
  async updateProfile(
    @Ctx() { owner }: GraphQLContext,
    @Arg('input', () => ProfileInput) input: ProfileInput,
  ): Promise<UserType> {
    if (owner.kind !== 'user') throw signInRequired();
    try {
      await this.viewers.updateProfile(owner.userId, input);
    } catch (error) {
      if (error instanceof ProfileError) throw new UserInputError(error.message);
      throw error;
    }
    const viewer = await this.viewers.viewer(owner);
    return this.toUser(viewer.user as NonNullable<ViewerSnapshot['user']>);
  }

  @Mutation(() => Boolean)
  async changePassword(
    @Ctx() context: GraphQLContext,
    @Arg('newPassword', () => String) newPassword: string,
    @Arg('currentPassword', () => String, { nullable: true }) currentPassword?: string | null,
  ): Promise<boolean> {
    if (context.owner.kind !== 'user') throw signInRequired();
    await this.auth.changePassword(context.owner.userId, currentPassword ?? null, newPassword);
    await this.sessions.destroyUserSessions(context.owner.userId, context.req?.sessionID);
    return true;
  }

  @Mutation(() => Boolean)
  async deleteAccount(
    @Ctx() context: GraphQLContext,
    @Arg('password', () => String, { nullable: true }) password?: string | null,
  ): Promise<boolean> {
    if (context.owner.kind !== 'user') throw signInRequired();
    await this.auth.deleteAccount(context.owner.userId, password ?? null);
    await this.sessions.destroyUserSessions(context.owner.userId);
    const req = context.req;
    if (req?.user) {
      await new Promise<void>((resolve) => req.logout(() => resolve()));
    }
    return true;
  }

  @Mutation(() => PreferencesType)
  async updatePreferences(
    @Ctx() { owner }: GraphQLContext,
    @Arg('input', () => PreferencesInput) input: PreferencesInput,
  ): Promise<PreferencesType> {
    if (owner.kind !== 'user') throw signInRequired();
    const saved = await this.viewers.updatePreferences(owner.userId, {
      theme: input.theme ?? undefined,
      notifyOnBatchDone: input.notifyOnBatchDone ?? undefined,
    });
    return Object.assign(new PreferencesType(), {
      theme: saved.theme as ThemePreferenceValue,
      notifyOnBatchDone: saved.notifyOnBatchDone,
    });
  }

  private toViewer(snapshot: ViewerSnapshot): ViewerType {
    return Object.assign(new ViewerType(), {
      kind: snapshot.kind as OwnerKindValue,
      user: snapshot.user ? this.toUser(snapshot.user) : null,
      usage: UsageType.from(snapshot.usage),
      customizationLocked: snapshot.customizationLocked,
      googleSignInEnabled: this.googleSignInEnabled,
      preferences: snapshot.preferences
        ? Object.assign(new PreferencesType(), {
            theme: snapshot.preferences.theme as ThemePreferenceValue,
            notifyOnBatchDone: snapshot.preferences.notifyOnBatchDone,
          })
        : null,
    });
  }

  private toUser(user: NonNullable<ViewerSnapshot['user']>): UserType {
    return Object.assign(new UserType(), {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      plan: planIdValue(user.plan),
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt,
    });
  }
}

function httpRequest(context: GraphQLContext): Request {
  if (!context.req) throw new UserInputError('Sign in over HTTP, not over a WebSocket');
  if (context.req.viaApiToken) throw new UserInputError('API tokens cannot sign in or out');
  return context.req;
}

// passport's req.login regenerates the session id: a planted session id never gets signed in.
function logIn(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) =>
    req.login({ id: userId }, (error: unknown) => (error ? reject(asError(error)) : resolve())),
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
