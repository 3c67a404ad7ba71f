// The layout feature's public entry: other features import from here, never its insides.
export { AppLayout } from './components/AppLayout';
