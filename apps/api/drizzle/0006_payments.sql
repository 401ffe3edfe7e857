CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"return_mode" text NOT NULL,
	"approval_link" text NOT NULL,
	"payer_id" text,
	"capture_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "payments_provider_order_key" UNIQUE("provider","provider_order_id"),
	CONSTRAINT "payments_tenant_order_attempt_key" UNIQUE("tenant_id","order_id","attempt"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('CREATED', 'APPROVED', 'COMPLETED', 'FAILED', 'CANCELED')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tenant_provider_order_idx" ON "payments" USING btree ("tenant_id","provider_order_id");