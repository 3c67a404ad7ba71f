import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EMPTY_CHANNEL_FIELDS } from '../../../../../core/src/shared/channel-fields';
import { EMPTY_ITEM_FIELDS } from '../../../../../core/src/shared/item-fields';
import { toast } from '../../../ui/toast';
import {
  appendItem,
  insertItemAfter,
  removeItem,
  scheduleItemStatsRefresh,
} from '../graphql/item-cache';
import {
  AddItemMutation,
  DeleteItemMutation,
  DeleteItemsMutation,
  DuplicateItemMutation,
  DuplicateItemsMutation,
  ItemFieldsFragment,
  RestoreItemsMutation,
  UpdateItemMutation,
} from '../graphql/items.graphql';
import type { EditableField, Item } from '../item-fields';
import {
  isTempId,
  linkSavedId,
  markUntouched,
  newTempId,
  trackSave,
  whenSaved,
} from '../optimistic-ids';
import { useItemActivity } from '../item-activity';
import { refreshItemQueries } from '../graphql/refresh-items';

// GraphQL errors are toasted by the error link (apollo/error-link.ts); a failed mutation
// here only has to give up its optimistic state, which Apollo does by itself.
const handled = () => undefined;

/** How long the toast after a delete offers Undo. */
export const UNDO_MS = 8_000;
let undoToasts = 0;

export function useItemActions() {
  const client = useApolloClient();
  const activity = useItemActivity();
  const [addItemMutation] = useMutation(AddItemMutation);
  const [updateItemMutation] = useMutation(UpdateItemMutation);
  const [deleteItemMutation] = useMutation(DeleteItemMutation);
  const [duplicateItemMutation] = useMutation(DuplicateItemMutation);
  const [deleteItemsMutation] = useMutation(DeleteItemsMutation);
  const [restoreItemsMutation] = useMutation(RestoreItemsMutation);
  const [duplicateItemsMutation] = useMutation(DuplicateItemsMutation);

  /**
   * Adds an empty item at the end of the table. The row shows at once under a temporary id
   * (returned) and takes the real id when the server answers.
   */
  const addItem = useCallback((): string => {
    const tempId = newTempId();
    const now = new Date().toISOString();
    const saved = addItemMutation({
      variables: { input: {} },
      optimisticResponse: {
        __typename: 'Mutation',
        addItem: {
          __typename: 'Item',
          id: tempId,
          ...EMPTY_ITEM_FIELDS,
          status: 'IDLE',
          statusMessage: null,
          provider: null,
          claimWarnings: [],
          lengthNote: null,
          ...EMPTY_CHANNEL_FIELDS,
          sameness: null,
          reviewState: null,
          reviewInstruction: null,
          versionCount: 0,
          choosingVersion: false,
          createdAt: now,
          updatedAt: now,
        },
      },
      update(cache, { data }) {
        if (!data) return;
        if (data.addItem.id !== tempId) linkSavedId(tempId, data.addItem.id);
        appendItem(cache, data.addItem);
      },
    }).then(
      ({ data }) => {
        scheduleItemStatsRefresh(client);
        return data?.addItem.id ?? null;
      },
      () => null,
    );
    trackSave(tempId, saved);
    markUntouched(tempId);
    return tempId;
  }, [addItemMutation, client]);

  const saveField = useCallback(
    async (item: Item, field: EditableField, value: string): Promise<void> => {
      let target = item;
      if (isTempId(item.id)) {
        // Typed into a row that is still being created: save once it has its real id.
        const realId = await whenSaved(item.id);
        if (!realId) return;
        target = client.cache.readFragment({
          fragment: ItemFieldsFragment,
          id: client.cache.identify({ __typename: 'Item', id: realId }),
          optimistic: true,
        }) ?? { ...item, id: realId };
      }
      await updateItemMutation({
        variables: { id: target.id, patch: { [field]: value } },
        optimisticResponse: {
          __typename: 'Mutation',
          updateItem: { ...target, [field]: value, updatedAt: new Date().toISOString() },
        },
      }).catch(handled);
      // Any field can change whether the row counts as pending or is ready to generate.
      scheduleItemStatsRefresh(client);
    },
    [updateItemMutation, client],
  );

  /** Changes one field, showing the new value at once. */
  const updateField = useCallback(
    (item: Item, field: EditableField, value: string): Promise<void> => {
      const write = saveField(item, field, value);
      activity.trackItemWrite(item.id, write);
      return write;
    },
    [saveField, activity],
  );

  /** Copies an item; the server and the cache put the copy right after the original. */
  const duplicateItem = useCallback(
    async (item: Item): Promise<void> => {
      try {
        await duplicateItemMutation({
          variables: { id: item.id },
          update(cache, { data }) {
            if (data) insertItemAfter(cache, data.duplicateItem, item.id);
          },
        });
        toast.success('Item copied');
        scheduleItemStatsRefresh(client);
      } catch {
        handled();
      }
    },
    [duplicateItemMutation, client],
  );

  const restoreItems = useCallback(
    async (ids: string[], before: ReadonlyMap<string, string | null>): Promise<void> => {
      try {
        const { data } = await restoreItemsMutation({
          variables: { ids },
          update(cache, { data: result }) {
            // In table order, each after the row it followed: every one back in its place.
            for (const item of result?.restoreItems ?? []) {
              insertItemAfter(cache, item, before.get(item.id) ?? null);
            }
          },
        });
        const count = data?.restoreItems.length ?? 0;
        if (count === 0) {
          toast.error('Those products can no longer be restored');
          return;
        }
        toast.success(count === 1 ? 'Item restored' : `${count.toLocaleString()} items restored`);
        scheduleItemStatsRefresh(client);
      } catch {
        handled();
      }
    },
    [restoreItemsMutation, client],
  );

  /**
   * Deletes items at once; the toast offers Undo for a few seconds, which puts them back
   * exactly where they were. `list` is the table as shown (to remember each row's place).
   */
  const deleteItems = useCallback(
    async (targets: readonly Item[], list: readonly Item[]): Promise<void> => {
      const ids = targets.map((item) => item.id).filter((id) => !isTempId(id));
      if (ids.length === 0) return;
      const indexById = new Map(list.map((item, index) => [item.id, index]));
      const before = new Map(
        ids.map((id) => {
          const index = indexById.get(id);
          return [id, index ? list[index - 1].id : null] as const;
        }),
      );
      try {
        const { data } = await deleteItemsMutation({
          variables: { ids },
          optimisticResponse: { __typename: 'Mutation', deleteItems: ids },
          update(cache, { data: result }) {
            for (const id of result?.deleteItems ?? []) removeItem(cache, id);
          },
        });
        const deleted = data?.deleteItems ?? [];
        scheduleItemStatsRefresh(client);
        if (deleted.length === 0) return;
        undoToasts += 1;
        toast.success(
          deleted.length === 1
            ? 'Item deleted'
            : `${deleted.length.toLocaleString()} items deleted`,
          {
            id: `deleted-${undoToasts}`,
            duration: UNDO_MS,
            action: { label: 'Undo', onClick: () => void restoreItems(deleted, before) },
          },
        );
      } catch {
        handled();
      }
    },
    [deleteItemsMutation, restoreItems, client],
  );

  const deleteItem = useCallback(
    (item: Item, list: readonly Item[] = []): Promise<void> => deleteItems([item], list),
    [deleteItems],
  );

  /** Create Copy of several rows: each copy right after its original. */
  const duplicateItems = useCallback(
    async (targets: readonly Item[]): Promise<void> => {
      const ids = targets.map((item) => item.id).filter((id) => !isTempId(id));
      if (ids.length === 0) return;
      try {
        const { data } = await duplicateItemsMutation({ variables: { ids } });
        const count = data?.duplicateItems.length ?? 0;
        // Copies sit between rows all over the table: the list is read again in its order.
        await refreshItemQueries(client);
        toast.success(count === 1 ? 'Item copied' : `${count.toLocaleString()} items copied`);
      } catch {
        handled();
      }
    },
    [duplicateItemsMutation, client],
  );

  /**
   * Takes away a new row the seller left without typing anything: it was never a product, so
   * it goes without a toast (and without an undo).
   */
  const discardUntouched = useCallback(
    async (item: Item): Promise<void> => {
      const id = isTempId(item.id) ? await whenSaved(item.id) : item.id;
      if (!id) return;
      await deleteItemMutation({
        variables: { id },
        optimisticResponse: { __typename: 'Mutation', deleteItem: id },
        update(cache, { data }) {
          if (data) removeItem(cache, data.deleteItem);
        },
      }).catch(handled);
      scheduleItemStatsRefresh(client);
    },
    [deleteItemMutation, client],
  );

  return {
    addItem,
    updateField,
    duplicateItem,
    duplicateItems,
    deleteItem,
    deleteItems,
    discardUntouched,
  };
}
