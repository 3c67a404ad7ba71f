import { loadEnv } from '../../core/src/config/env';
import { MODULES } from './modules';
import { loadServerBaseConfig } from './server-env';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** Every module's variables (each module's `config`), as one shape. */
type ModulesEnvShape = UnionToIntersection<NonNullable<(typeof MODULES)[number]['config']>>;
const modulesEnvShape = Object.assign(
  {},
  ...MODULES.map((module) => module.config ?? {}),
) as ModulesEnvShape;

export type ServerConfig = ReturnType<typeof loadServerConfig>;

/** The server's variables (server-env.ts) and every feature module's, checked together. */
export function loadServerConfig(source: NodeJS.ProcessEnv = process.env) {
  const base = loadServerBaseConfig(source);
  const modules = loadEnv(modulesEnvShape, source);
  const env = { ...base, ...modules };
  for (const module of MODULES) module.checkConfig?.(env);
  return env;
}
