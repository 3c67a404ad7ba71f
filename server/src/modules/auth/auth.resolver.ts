import type { Request } from 'express';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Audience, SellerId } from '../../graphql/access';
import { UsageType } from '../billing/dto/usage.type';
import type { GraphQLContext } from '../../graphql/context';
import { UserInputError } from '../../../../core/src/errors/domain-error';
import type { SignInSessions } from '../feature-module';
import type { AuthService } from './auth.service';
import { PreferencesInput, ProfileInput, SignInInput, SignUpInput } from './dto/auth.inputs';
import {
  OwnerKindValue,
  PreferencesType,
  ThemePreferenceValue,
  UserType,
  ViewerType,
} from './dto/viewer.type';
import { type ViewerService, type ViewerSnapshot } from './viewer.service';
import { planIdValue } from '../billing/dto/usage.type';
import { guestSessionIdOf, userOwner } from '../../../../core/src/owner/owner';

/** Sign-up, sign-in/out, password reset, profile, preferences, and the viewer. */
@Resolver(() => ViewerType)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly viewers: ViewerService,
    private readonly sessions: SignInSessions,
    private readonly googleSignInEnabled: boolean,
  ) {}

  @Query(() => ViewerType)
  @Allow(Audience.Guest, Audience.Seller)
  async viewer(@Ctx() { owner }: GraphQLContext): Promise<ViewerType> {
    return this.toViewer(await this.viewers.viewer(owner));
  }

  @Mutation(() => ViewerType)
  @Allow(Audience.Guest, Audience.Seller)
  async signUp(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SignUpInput) input: SignUpInput,
  ): Promise<ViewerType> {
    const req = httpRequest(context);
    const user = await this.auth.signUp(input, guestSessionIdOf(context.owner));
    await logIn(req, user.id);
    return this.toViewer(await this.viewers.viewer(userOwner(user.id)));
  }

  @Mutation(() => ViewerType)
  @Allow(Audience.Guest, Audience.Seller)
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
    const guestId = guestSessionIdOf(context.owner);
    if (guestId) await this.auth.mergeGuest(guestId, user.id);
    await logIn(req, user.id);
    return this.toViewer(await this.viewers.viewer(userOwner(user.id)));
  }

  @Mutation(() => Boolean)
  @Allow(Audience.Guest, Audience.Seller)
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
  @Allow(Audience.Guest, Audience.Seller)
  async requestPasswordReset(
    @Ctx() context: GraphQLContext,
    @Arg('email', () => String) email: string,
  ): Promise<boolean> {
    await this.auth.requestPasswordReset(email, context.req?.ip ?? 'unknown');
    return true;
  }

  @Mutation(() => Boolean)
  @Allow(Audience.Guest, Audience.Seller)
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
  @Allow(Audience.Seller)
  async updateProfile(
    @SellerId() userId: string,
    @Arg('input', () => ProfileInput) input: ProfileInput,
  ): Promise<UserType> {
    await this.viewers.updateProfile(userId, input);
    const viewer = await this.viewers.viewer(userOwner(userId));
    return this.toUser(viewer.user as NonNullable<ViewerSnapshot['user']>);
  }

  @Mutation(() => Boolean)
  @Allow(Audience.Seller)
  async changePassword(
    @Ctx() context: GraphQLContext,
    @SellerId() userId: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Arg('currentPassword', () => String, { nullable: true }) currentPassword?: string | null,
  ): Promise<boolean> {
    await this.auth.changePassword(userId, currentPassword ?? null, newPassword);
    await this.sessions.destroyUserSessions(userId, context.req?.sessionID);
    return true;
  }

  @Mutation(() => Boolean)
  @Allow(Audience.Seller)
  async deleteAccount(
    @Ctx() context: GraphQLContext,
    @SellerId() userId: string,
    @Arg('password', () => String, { nullable: true }) password?: string | null,
  ): Promise<boolean> {
    await this.auth.deleteAccount(userId, password ?? null);
    await this.sessions.destroyUserSessions(userId);
    const req = context.req;
    if (req?.user) {
      await new Promise<void>((resolve) => req.logout(() => resolve()));
    }
    return true;
  }

  @Mutation(() => PreferencesType)
  @Allow(Audience.Seller)
  async updatePreferences(
    @SellerId() userId: string,
    @Arg('input', () => PreferencesInput) input: PreferencesInput,
  ): Promise<PreferencesType> {
    const saved = await this.viewers.updatePreferences(userId, {
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
