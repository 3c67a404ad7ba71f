import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An imported item's own rows move out of `source_rows` (jsonb) into `source_cells` (json):
 * Postgres keeps json as the text it was given and writes it back out unchanged, where jsonb
 * is built on the way in and printed again on every export. `source_rows` keeps the header
 * row and how the file was written, small enough to stay in the row.
 */
export class ItemSourceCells1763863200000 implements MigrationInterface {
  name = 'ItemSourceCells1763863200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "items" ADD "source_cells" json`);
    await queryRunner.query(
      `UPDATE "items" SET "source_cells" = ("source_rows"->'rows')::json,
                          "source_rows" = "source_rows" - 'rows'
        WHERE "source_rows" ? 'rows'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "items" SET "source_rows" = "source_rows" || jsonb_build_object('rows', "source_cells"::jsonb)
        WHERE "source_cells" IS NOT NULL AND "source_rows" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "source_cells"`);
  }
}
