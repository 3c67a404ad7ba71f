import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Deleted products are kept for a while, so the seller can undo a delete. */
export class DeletedItems1763834400000 implements MigrationInterface {
  name = 'DeletedItems1763834400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "deleted_items" ("owner_user_id" uuid, "owner_guest_id" uuid, "id" uuid NOT NULL, "row" jsonb NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "deleted_items_one_owner" CHECK ((owner_user_id IS NULL) <> (owner_guest_id IS NULL)), CONSTRAINT "PK_6de2be72ada791c05e83e825ade" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "deleted_items_deleted_at_idx" ON "deleted_items" ("deleted_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "deleted_items" ADD CONSTRAINT "FK_a0200ef542e848c787fc6c6191d" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "deleted_items" ADD CONSTRAINT "FK_b0c2ef0265859e971236ea8ef28" FOREIGN KEY ("owner_guest_id") REFERENCES "guest_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "deleted_items" DROP CONSTRAINT "FK_b0c2ef0265859e971236ea8ef28"`,
    );
    await queryRunner.query(
      `ALTER TABLE "deleted_items" DROP CONSTRAINT "FK_a0200ef542e848c787fc6c6191d"`,
    );
    await queryRunner.query(`DROP INDEX "public"."deleted_items_deleted_at_idx"`);
    await queryRunner.query(`DROP TABLE "deleted_items"`);
  }
}
