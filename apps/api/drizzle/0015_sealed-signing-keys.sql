-- The one-column primary key (tenant_id) gives way to (tenant_id, kid): a tenant keeps its rotated-out keys while they verify.
ALTER TABLE "identity_keys" DROP CONSTRAINT "identity_keys_pkey";--> statement-breakpoint
ALTER TABLE "identity_keys" ALTER COLUMN "private_jwk" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_keys" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD CONSTRAINT "identity_keys_pkey" PRIMARY KEY("tenant_id","kid");--> statement-breakpoint
ALTER TABLE "identity_keys" ADD COLUMN "sealed_private_jwk" jsonb;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD COLUMN "sealed_secret" jsonb;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD COLUMN "verify_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_keys_signing_key" ON "identity_keys" USING btree ("tenant_id") WHERE "identity_keys"."verify_until" is null;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD CONSTRAINT "identity_keys_has_private_key" CHECK (("identity_keys"."private_jwk" is not null and "identity_keys"."secret" is not null) or ("identity_keys"."sealed_private_jwk" is not null and "identity_keys"."sealed_secret" is not null));