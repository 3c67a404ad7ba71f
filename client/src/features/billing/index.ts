// The billing feature's public entry: other features import from here, never its insides.
export { formatDate } from './format';
