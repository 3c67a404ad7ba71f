import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PlanIdValue } from '../../billing/dto/usage.type';
import { UsageType } from '../../billing/dto/usage.type';

export enum OwnerKindValue {
  GUEST = 'guest',
  USER = 'user',
}
registerEnumType(OwnerKindValue, { name: 'OwnerKind' });

export enum ThemePreferenceValue {
  LIGHT = 'light',
  DARK = 'dark',
  SYSTEM = 'system',
}
registerEnumType(ThemePreferenceValue, { name: 'ThemePreference' });

@ObjectType('User', { simpleResolvers: true, description: 'The signed-in seller.' })
export class UserType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  displayName: string;

  @Field(() => String, { nullable: true })
  photoUrl: string | null;

  @Field(() => PlanIdValue)
  plan: PlanIdValue;

  @Field(() => Boolean, {
    description: 'False for accounts made with Google only (no password to change yet).',
  })
  hasPassword: boolean;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;
}

@ObjectType('Preferences', { simpleResolvers: true })
export class PreferencesType {
  @Field(() => ThemePreferenceValue)
  theme: ThemePreferenceValue;

  @Field(() => Boolean)
  notifyOnBatchDone: boolean;
}

@ObjectType('Viewer', { simpleResolvers: true, description: 'Who is using the app right now.' })
export class ViewerType {
  @Field(() => OwnerKindValue)
  kind: OwnerKindValue;

  @Field(() => UserType, { nullable: true })
  user: UserType | null;

  @Field(() => UsageType)
  usage: UsageType;

  @Field(() => Boolean, {
    description: 'True for guests and free users: prompt customisation needs Pro or Business.',
  })
  customizationLocked: boolean;

  @Field(() => Boolean)
  googleSignInEnabled: boolean;

  @Field(() => PreferencesType, { nullable: true })
  preferences: PreferencesType | null;
}
