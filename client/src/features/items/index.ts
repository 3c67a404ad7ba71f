// The items feature's public entry: other features import from here, never its insides.
export { ItemActivityProvider } from './components/ItemActivityProvider';
export { ItemStatsBar } from './components/ItemStatsBar';
export {
  ProductTable,
  type GenerateSelected,
  type ProductTableHandle,
} from './components/ProductTable';
export { ItemStatsQuery } from './graphql/items.graphql';
export { refreshItemQueries } from './graphql/refresh-items';
export { useItemListLoaded } from './hooks/useAllItems';
export { useItemActions } from './hooks/useItemActions';
export { generatedMessage } from './hooks/useGenerateDescription';
export { useItemChangeFeed } from './hooks/useItemChangeFeed';
export { useReviewMode } from './hooks/useReviewMode';
export { useTableView } from './hooks/useTableView';
export { useItemActivity } from './item-activity';
export { providerDisplayName, type TableView } from './item-fields';
