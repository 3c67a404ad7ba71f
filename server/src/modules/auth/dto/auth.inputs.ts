import { Field, InputType } from 'type-graphql';
import { ThemePreferenceValue } from './viewer.type';

@InputType('SignUpInput')
export class SignUpInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType('SignInInput')
export class SignInInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType('ProfileInput')
export class ProfileInput {
  @Field(() => String, { nullable: true })
  displayName?: string;

  @Field(() => String, { nullable: true })
  photoUrl?: string;
}

@InputType('PreferencesInput')
export class PreferencesInput {
  @Field(() => ThemePreferenceValue, { nullable: true })
  theme?: ThemePreferenceValue;

  @Field(() => Boolean, { nullable: true })
  notifyOnBatchDone?: boolean;
}
