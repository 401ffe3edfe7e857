ALTER TABLE "order_shipment_units" ADD CONSTRAINT "order_shipment_units_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"return_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_files_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "return_files_tenant_file_key" UNIQUE("tenant_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "return_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_messages_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "return_messages_author_known" CHECK ("return_messages"."author" in ('BUYER', 'SELLER'))
);
--> statement-breakpoint
CREATE TABLE "return_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"rejection_reason" text,
	"credited_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_units_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "return_units_reason_known" CHECK ("return_units"."reason" in ('DEAD_ON_ARRIVAL', 'GRADE_NOT_AS_DESCRIBED', 'LOCKED', 'BLACKLISTED', 'WRONG_MODEL', 'OTHER')),
	CONSTRAINT "return_units_status_known" CHECK ("return_units"."status" in ('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'CREDITED')),
	CONSTRAINT "return_units_credit_not_negative" CHECK ("return_units"."credited_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"rma_number" text,
	"ship_by" date,
	"note" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "returns_tenant_number_key" UNIQUE("tenant_id","return_number"),
	CONSTRAINT "returns_tenant_user_idempotency_key" UNIQUE("tenant_id","user_id","idempotency_key"),
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'CREDITED'))
);
--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_return_fk" FOREIGN KEY ("tenant_id","return_id") REFERENCES "public"."returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_messages" ADD CONSTRAINT "return_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_messages" ADD CONSTRAINT "return_messages_return_fk" FOREIGN KEY ("tenant_id","return_id") REFERENCES "public"."returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_return_fk" FOREIGN KEY ("tenant_id","return_id") REFERENCES "public"."returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_unit_fk" FOREIGN KEY ("tenant_id","unit_id") REFERENCES "public"."order_shipment_units"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_files_return_idx" ON "return_files" USING btree ("tenant_id","return_id");--> statement-breakpoint
CREATE INDEX "return_messages_return_idx" ON "return_messages" USING btree ("tenant_id","return_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_units_open_unit_key" ON "return_units" USING btree ("tenant_id","unit_id") WHERE "return_units"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "return_units_return_idx" ON "return_units" USING btree ("tenant_id","return_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("tenant_id","order_id");
