import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generation records (history with outcomes), and the provider and claim warnings on items. */
export class Generation1763776800000 implements MigrationInterface {
  name = 'Generation1763776800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "generation_records" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_user_id" uuid, "owner_guest_id" uuid, "item_id" uuid, "item_name" text NOT NULL, "item_sku" text NOT NULL, "description" text NOT NULL DEFAULT '', "character_count" integer NOT NULL, "writing_style" text NOT NULL, "tone" text NOT NULL, "target_audience" text NOT NULL, "industry" text NOT NULL, "language" text NOT NULL, "provider" text, "fallback_used" boolean NOT NULL DEFAULT false, "claim_warnings" jsonb NOT NULL DEFAULT '[]', "outcome" text NOT NULL, "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "generation_records_outcome_valid" CHECK (outcome IN ('success', 'failed')), CONSTRAINT "generation_records_one_owner" CHECK ((owner_user_id IS NULL) <> (owner_guest_id IS NULL)), CONSTRAINT "PK_e5b724b54d08a137babcc5af0d7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_records_guest_created_idx" ON "generation_records"("owner_guest_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_records_user_created_idx" ON "generation_records"("owner_user_id", "created_at") `,
    );
    await queryRunner.query(`ALTER TABLE "items" ADD "provider" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "claim_warnings" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `ALTER TABLE "generation_records" ADD CONSTRAINT "FK_0cd03e7e93503ebce55da63684a" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_records" ADD CONSTRAINT "FK_7919b7b796718471de521b704a8" FOREIGN KEY ("owner_guest_id") REFERENCES "guest_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_records" ADD CONSTRAINT "FK_474e1ad626cf35a2fa76d70ee57" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generation_records" DROP CONSTRAINT "FK_474e1ad626cf35a2fa76d70ee57"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_records" DROP CONSTRAINT "FK_7919b7b796718471de521b704a8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_records" DROP CONSTRAINT "FK_0cd03e7e93503ebce55da63684a"`,
    );
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "claim_warnings"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "provider"`);
    await queryRunner.query(`DROP INDEX "generation_records_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "generation_records_guest_created_idx"`);
    await queryRunner.query(`DROP TABLE "generation_records"`);
  }
}
