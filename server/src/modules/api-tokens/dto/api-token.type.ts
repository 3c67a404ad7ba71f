import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { ApiTokenEntity } from '../../../../../core/src/db/entities/api-token.entity';

@ObjectType('ApiToken', { simpleResolvers: true })
export class ApiTokenType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  tokenPrefix: string;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver, { nullable: true })
  lastUsedAt: Date | null;

  static fromEntity(entity: ApiTokenEntity): ApiTokenType {
    return Object.assign(new ApiTokenType(), {
      id: entity.id,
      name: entity.name,
      tokenPrefix: entity.tokenPrefix,
      createdAt: entity.createdAt,
      lastUsedAt: entity.lastUsedAt,
    });
  }
}

@ObjectType('CreatedApiToken', { simpleResolvers: true })
export class CreatedApiTokenType {
  @Field(() => String, { description: 'The secret, shown once.' })
  token: string;

  @Field(() => ApiTokenType)
  apiToken: ApiTokenType;
}
