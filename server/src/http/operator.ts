import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../../../core/src/db/entities/user.entity';

/** True when the signed-in user's e-mail is in OPERATOR_EMAILS. */
export async function isOperator(
  req: Request,
  dataSource: DataSource,
  operatorEmails: string[],
): Promise<boolean> {
  if (!req.user || req.viaApiToken || operatorEmails.length === 0) return false;
  const user = await dataSource.getRepository(UserEntity).findOneBy({ id: req.user.id });
  return !!user && operatorEmails.includes(user.email.toLowerCase());
}
