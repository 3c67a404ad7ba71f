// The workspace feature's public entry: other features import from here, never its insides.
export { Workspace } from './components/Workspace';
