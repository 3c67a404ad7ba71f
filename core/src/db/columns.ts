import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

// The timestamps every table names the same way: snake_case, with the time zone.

/** created_at: when the row was inserted. */
export const CreatedAtColumn = (): PropertyDecorator =>
  CreateDateColumn({ name: 'created_at', type: 'timestamptz' });

/** updated_at: TypeORM sets it whenever it saves the entity. */
export const UpdatedAtColumn = (): PropertyDecorator =>
  UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });
