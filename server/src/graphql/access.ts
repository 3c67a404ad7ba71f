import type { GraphQLField } from 'graphql';
import type { RequestHandler } from 'express';
import {
  createMethodMiddlewareDecorator,
  createParameterDecorator,
  Extensions,
} from 'type-graphql';
import {
  ForbiddenError,
  SIGN_IN_REQUIRED_MESSAGE,
  UnauthenticatedError,
} from '../../../core/src/errors/domain-error';
import type { Owner } from '../../../core/src/owner/owner';
import type { GraphQLContext } from './context';

/** Who calls: a guest session, or a signed-in seller (by session cookie or API token). */
export enum Audience {
  Guest = 'guest',
  Seller = 'seller',
}

export interface AllowOptions {
  /** What a refused guest is told (default: "Please sign in to continue"). */
  signInMessage?: string;
}

/** What `@Allow` records on a root field; the schema carries it under extensions.allow. */
export interface AccessRule {
  audiences: readonly Audience[];
  signInMessage: string;
}

export function audienceOf(owner: Owner): Audience {
  return owner.kind === 'user' ? Audience.Seller : Audience.Guest;
}

/** The one place access is decided: throws the coded error when the owner may not call. */
export function checkAccess(rule: AccessRule, owner: Owner): void {
  const audience = audienceOf(owner);
  if (rule.audiences.includes(audience)) return;
  if (audience === Audience.Guest) throw new UnauthenticatedError(rule.signInMessage);
  throw new ForbiddenError('This is only for visitors who are not signed in');
}

function accessRule(args: readonly (Audience | AllowOptions)[]): AccessRule {
  const last = args.at(-1);
  const options = typeof last === 'object' ? last : {};
  return {
    audiences: args.filter((arg): arg is Audience => typeof arg === 'string'),
    signInMessage: options.signInMessage ?? SIGN_IN_REQUIRED_MESSAGE,
  };
}

/**
 * Declares who may call a query, mutation or subscription: `@Allow(Audience.Seller)`. Every
 * root field has one (schema.spec.ts checks); the rule is enforced by checkAccess before the
 * resolver runs. Subscriptions are checked per event; their audiences include every owner a
 * socket can have.
 */
export function Allow(...args: [...Audience[], AllowOptions] | Audience[]): MethodDecorator {
  const rule = accessRule(args);
  const mark = Extensions({ allow: rule });
  const guard = createMethodMiddlewareDecorator<GraphQLContext>(({ context }, next) => {
    checkAccess(rule, context.owner);
    return next();
  });
  return (target, key, descriptor) => {
    mark(target, key, descriptor);
    guard(target, key, descriptor);
  };
}

/** The rule a root field declared with @Allow, if any. */
export function accessRuleOf(field: GraphQLField<unknown, unknown>): AccessRule | undefined {
  return (field.extensions as { allow?: AccessRule }).allow;
}

/**
 * The signed-in seller's user id, for resolvers that @Allow only sellers (a guest never gets
 * this far: the access check runs before the arguments are read).
 */
export function SellerId() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    const { owner } = context;
    if (owner.kind !== 'user') throw new UnauthenticatedError();
    return owner.userId;
  });
}

/** The same rule for a REST route: refusals go to the error handler like any DomainError. */
export function allowRoute(...args: [...Audience[], AllowOptions] | Audience[]): RequestHandler {
  const rule = accessRule(args);
  return (req, _res, next) => {
    if (!req.owner) return next(new UnauthenticatedError(rule.signInMessage));
    try {
      checkAccess(rule, req.owner);
      next();
    } catch (error) {
      next(error);
    }
  };
}
