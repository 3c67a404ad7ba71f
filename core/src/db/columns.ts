import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

// The timestamps every table names the same way: snake_case, with the time zone.

/** created_at: when the row was inserted. */
export const CreatedAtColumn = (): PropertyDecorator =>
  CreateDateColumn({ name: 'created_at', type: 'timestamptz' });

/** updated_at: TypeORM sets it whenever it saves the entity. */
export const UpdatedAtColumn = (): PropertyDecorator =>
  UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });

// What a generation writes beside its text, the same on an item, on each of its versions and on
// the generation's record.

/** provider: the provider that wrote the text (null: none has, or not known). */
export const ProviderColumn = (): PropertyDecorator => Column({ type: 'text', nullable: true });

/** claim_warnings: what the text states that the item's own fields do not back. */
export const ClaimWarningsColumn = (): PropertyDecorator =>
  Column({ name: 'claim_warnings', type: 'jsonb', default: [] });

/** length_note: why the text is under the length band (too few facts), or null. */
export const LengthNoteColumn = (): PropertyDecorator =>
  Column({ name: 'length_note', type: 'text', nullable: true });
