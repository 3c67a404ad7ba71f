// The keywords feature's public entry: other features import from here, never its insides.
import { lazy } from 'react';

export { KeywordAccessQuery } from './graphql/keywords.graphql';

// The tool's code loads only for those who may use it.
export const KeywordTool = lazy(() =>
  import('./components/KeywordTool').then((module) => ({ default: module.KeywordTool })),
);
