import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '../columns';
import { OwnedEntity } from './owned.entity';

/** An owner's generation settings; absent until first saved (defaults apply). */
@Entity({ name: 'prompt_settings' })
@Check('prompt_settings_one_owner', '(owner_user_id IS NULL) <> (owner_guest_id IS NULL)')
@Check(
  'prompt_settings_character_count_range',
  'character_count BETWEEN 50 AND 500 AND character_count % 10 = 0',
)
@Check('prompt_settings_store_currency_code', "store_currency ~ '^[A-Z]{3}$'")
@Index('prompt_settings_owner_user_uq', ['ownerUserId'], {
  unique: true,
  where: 'owner_user_id IS NOT NULL',
})
@Index('prompt_settings_owner_guest_uq', ['ownerGuestId'], {
  unique: true,
  where: 'owner_guest_id IS NOT NULL',
})
export class PromptSettingsEntity extends OwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'writing_style', type: 'text' })
  writingStyle: string;

  @Column({ name: 'target_audience', type: 'text' })
  targetAudience: string;

  @Column({ type: 'text' })
  tone: string;

  @Column({ name: 'character_count', type: 'integer' })
  characterCount: number;

  @Column({ type: 'text', default: '' })
  industry: string;

  @Column({ type: 'text', default: 'English' })
  language: string;

  /**
   * The store's currency (ISO 4217): a store fact, not a prompt choice, so every plan may set
   * it. Descriptions state a price only with it; null: no price line.
   */
  @Column({ name: 'store_currency', type: 'text', nullable: true })
  storeCurrency: string | null;

  /** The marketplace fields a generation writes beside the description (ChannelField[]). */
  @Column({ name: 'channel_fields', type: 'jsonb', default: [] })
  channelFields: string[];

  /** Review mode: new descriptions are drafts until the seller approves them. */
  @Column({ name: 'review_mode', type: 'boolean', default: false })
  reviewMode: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}
