import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, guest sessions, items and prompt settings. */
export class Initial1763762400000 implements MigrationInterface {
  name = 'Initial1763762400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "guest_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7c077389b040139ae9487c1b03e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "display_name" text NOT NULL DEFAULT '', "photo_url" text, "password_hash" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_user_id" uuid, "owner_guest_id" uuid, "position" double precision NOT NULL, "name" text NOT NULL DEFAULT '', "sku" text NOT NULL DEFAULT '', "details" text NOT NULL DEFAULT '', "price" text NOT NULL DEFAULT '', "notes" text NOT NULL DEFAULT '', "description" text NOT NULL DEFAULT '', "status" text NOT NULL DEFAULT 'idle', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "items_status_valid" CHECK (status IN ('idle', 'queued', 'generating', 'failed')), CONSTRAINT "items_one_owner" CHECK ((owner_user_id IS NULL) <> (owner_guest_id IS NULL)), CONSTRAINT "PK_ba5885359424c15ca6b9e79bcf6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "items_owner_guest_position_idx" ON "items"("owner_guest_id", "position", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "items_owner_user_position_idx" ON "items"("owner_user_id", "position", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "prompt_settings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_user_id" uuid, "owner_guest_id" uuid, "writing_style" text NOT NULL, "target_audience" text NOT NULL, "tone" text NOT NULL, "character_count" integer NOT NULL, "industry" text NOT NULL DEFAULT '', "language" text NOT NULL DEFAULT 'English', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "prompt_settings_character_count_range" CHECK (character_count BETWEEN 50 AND 500 AND character_count % 10 = 0), CONSTRAINT "prompt_settings_one_owner" CHECK ((owner_user_id IS NULL) <> (owner_guest_id IS NULL)), CONSTRAINT "PK_561c4562c362d872992998d151a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "prompt_settings_owner_guest_uq" ON "prompt_settings"("owner_guest_id") WHERE owner_guest_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "prompt_settings_owner_user_uq" ON "prompt_settings"("owner_user_id") WHERE owner_user_id IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "items" ADD CONSTRAINT "FK_552d78e3f2423060d3b047892d9" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "items" ADD CONSTRAINT "FK_66e4fe964959670da2647276613" FOREIGN KEY ("owner_guest_id") REFERENCES "guest_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "prompt_settings" ADD CONSTRAINT "FK_fbf8d09dbaf19efd30191cb06e6" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "prompt_settings" ADD CONSTRAINT "FK_3dbf56e29c503e6ae5251aa8ea0" FOREIGN KEY ("owner_guest_id") REFERENCES "guest_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Case-insensitive unique e-mail: an expression index TypeORM cannot describe.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" (lower("email"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "prompt_settings"`);
    await queryRunner.query(`DROP TABLE "items"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "guest_sessions"`);
  }
}
