// The seo feature's public entry: other features import from here, never its insides.
export { DocumentMeta } from './components/DocumentMeta';
