import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: sessions, plans (subscriptions), usage records, Stripe events, password resets,
 * API tokens, the dev mail outbox; Google ids and preferences on users; guest usage.
 */
export class Accounts1763769600000 implements MigrationInterface {
  name = 'Accounts1763769600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" text NOT NULL, "token_hash" text NOT NULL, "token_prefix" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "api_tokens_user_idx" ON "api_tokens"("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens"("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_mails" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "to_address" text NOT NULL, "subject" text NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b29f3864833e0d790528753c19c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d16bebd73e844c48bca50ff8d3d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens"("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" text NOT NULL, "sess" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at") `);
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" text NOT NULL, "type" text NOT NULL, "event_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "subscriptions" ("user_id" uuid NOT NULL, "plan" text NOT NULL DEFAULT 'free', "status" text NOT NULL DEFAULT 'active', "current_period_start" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "current_period_end" TIMESTAMP WITH TIME ZONE, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "stripe_customer_id" text, "stripe_subscription_id" text, "stripe_event_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "subscriptions_plan_valid" CHECK (plan IN ('free', 'pro', 'business')), CONSTRAINT "PK_d0a95ef8a28188364c546eb65c1" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "subscriptions_stripe_customer_uq" ON "subscriptions"("stripe_customer_id") WHERE stripe_customer_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "subscriptions_stripe_subscription_uq" ON "subscriptions"("stripe_subscription_id") WHERE stripe_subscription_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "usage_records" ("user_id" uuid NOT NULL, "generations_used" integer NOT NULL DEFAULT '0', "overage" integer NOT NULL DEFAULT '0', "period_start" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reset_date" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "usage_records_counts_valid" CHECK (generations_used >= 0 AND overage >= 0), CONSTRAINT "PK_2930a10f82d7773e3ac09e78dd8" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "guest_sessions" ADD "generations_used" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "google_id" text`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD "preferences" jsonb NOT NULL DEFAULT '{}'::jsonb`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_google_id_uq" ON "users"("google_id") WHERE google_id IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "usage_records" ADD CONSTRAINT "FK_2930a10f82d7773e3ac09e78dd8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`INSERT INTO "subscriptions" ("user_id") SELECT "id" FROM "users"`);
    await queryRunner.query(
      `INSERT INTO "usage_records" ("user_id", "reset_date") SELECT "id", now() + interval '1 month' FROM "users"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "usage_records" DROP CONSTRAINT "FK_2930a10f82d7773e3ac09e78dd8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"`,
    );
    await queryRunner.query(`DROP INDEX "users_google_id_uq"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "preferences"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "google_id"`);
    await queryRunner.query(`ALTER TABLE "guest_sessions" DROP COLUMN "generations_used"`);
    await queryRunner.query(`DROP TABLE "usage_records"`);
    await queryRunner.query(`DROP INDEX "subscriptions_stripe_subscription_uq"`);
    await queryRunner.query(`DROP INDEX "subscriptions_stripe_customer_uq"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
    await queryRunner.query(`DROP INDEX "sessions_expires_at_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "password_reset_tokens_hash_uq"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP TABLE "outbox_mails"`);
    await queryRunner.query(`DROP INDEX "api_tokens_hash_uq"`);
    await queryRunner.query(`DROP INDEX "api_tokens_user_idx"`);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
