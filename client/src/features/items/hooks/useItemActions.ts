import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { toast } from 'sonner';
import {
  appendItem,
  insertItemAfter,
  removeItem,
  scheduleItemStatsRefresh,
} from '../graphql/item-cache';
import {
  AddItemMutation,
  DeleteItemMutation,
  DuplicateItemMutation,
  ItemFieldsFragment,
  UpdateItemMutation,
} from '../graphql/items.graphql';
import type { EditableField, Item } from '../item-fields';
import { isTempId, linkSavedId, newTempId, trackSave, whenSaved } from '../optimistic-ids';
import { trackItemWrite } from '../pending-writes';

// GraphQL errors are toasted by the error link (apollo/error-link.ts); a failed mutation
// here only has to give up its optimistic state, which Apollo does by itself.
const handled = () => undefined;

export function useItemActions() {
  const client = useApolloClient();
  const [addItemMutation] = useMutation(AddItemMutation);
  const [updateItemMutation] = useMutation(UpdateItemMutation);
  const [deleteItemMutation] = useMutation(DeleteItemMutation);
  const [duplicateItemMutation] = useMutation(DuplicateItemMutation);

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
          name: '',
          sku: '',
          details: '',
          price: '',
          notes: '',
          description: '',
          status: 'IDLE',
          statusMessage: null,
          provider: null,
          claimWarnings: [],
          lengthNote: null,
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
      trackItemWrite(item.id, write);
      return write;
    },
    [saveField],
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

  const deleteItem = useCallback(
    async (item: Item): Promise<void> => {
      try {
        await deleteItemMutation({
          variables: { id: item.id },
          optimisticResponse: { __typename: 'Mutation', deleteItem: item.id },
          update(cache, { data }) {
            if (data) removeItem(cache, data.deleteItem);
          },
        });
        toast.success('Item deleted');
        scheduleItemStatsRefresh(client);
      } catch {
        handled();
      }
    },
    [deleteItemMutation, client],
  );

  return { addItem, updateField, duplicateItem, deleteItem };
}
