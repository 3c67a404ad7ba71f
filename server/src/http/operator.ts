import type { Request, RequestHandler } from 'express';
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

/** Lets operators through; everyone else gets a plain 404, as if the route did not exist. */
export function operatorsOnly(dataSource: DataSource, operatorEmails: string[]): RequestHandler {
  return (req, res, next) => {
    isOperator(req, dataSource, operatorEmails).then((ok) => {
      if (ok) next();
      else res.status(404).type('text/plain').send('Not found');
    }, next);
  };
}
