import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What an imported item keeps of its CSV file (format, header row, its rows) for export. */
export class ItemSource1763791200000 implements MigrationInterface {
  name = 'ItemSource1763791200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "items" ADD "source_format" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "source_rows" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "source_rows"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "source_format"`);
  }
}
