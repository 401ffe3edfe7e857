CREATE TABLE "ops_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ops_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"key_prefix" text NOT NULL,
	"key_label" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ops_keys_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "ops_keys_tenant_hash_key" UNIQUE("tenant_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_key_fk" FOREIGN KEY ("tenant_id","key_id") REFERENCES "public"."ops_keys"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_keys" ADD CONSTRAINT "ops_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_audit_tenant_idx" ON "ops_audit" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "ops_keys_prefix_idx" ON "ops_keys" USING btree ("prefix");