CREATE SEQUENCE "public"."sales_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "buyer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"contact" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"zip" text NOT NULL,
	"label" text NOT NULL,
	"custom_label" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_addresses_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "buyer_addresses_kind_known" CHECK ("buyer_addresses"."kind" in ('SHIPPING', 'BILLING'))
);
--> statement-breakpoint
CREATE TABLE "buyer_preferences" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"selection" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_preferences_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"participant_id" uuid,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_configurations_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "checkout_configurations_tenant_participant_key" UNIQUE NULLS NOT DISTINCT("tenant_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"offer_id" uuid,
	"item_number" text NOT NULL,
	"item_number_warehouse" text NOT NULL,
	"item_description" text NOT NULL,
	"ordered_quantity" integer NOT NULL,
	"canceled_quantity" integer DEFAULT 0 NOT NULL,
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	"increment_size" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"line_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_lines_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "sales_order_lines_tenant_offer_key" UNIQUE("tenant_id","offer_id"),
	CONSTRAINT "sales_order_lines_quantity_positive" CHECK ("sales_order_lines"."ordered_quantity" >= 1),
	CONSTRAINT "sales_order_lines_price_not_negative" CHECK ("sales_order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"ref_order_number" text,
	"user_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"participant_id" uuid,
	"pxnr_order" boolean DEFAULT false NOT NULL,
	"pxns_order" boolean DEFAULT false NOT NULL,
	"fulfillment_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"freight_cents" bigint DEFAULT 0 NOT NULL,
	"insurance_cents" bigint DEFAULT 0 NOT NULL,
	"payment_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tax_description" text,
	"additional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_services_fee_cents" bigint DEFAULT 0 NOT NULL,
	"reservation_fee_cents" bigint DEFAULT 0 NOT NULL,
	"cancellation_fee_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_ordered_quantity" integer NOT NULL,
	"rate_sku" text,
	"rac_fee_agreed" boolean DEFAULT false NOT NULL,
	"rac_fee_agreed_at" timestamp with time zone,
	"grace_period_end" timestamp with time zone,
	"reservation_fee_percent" numeric(9, 6),
	"cancellation_fee_percent" numeric(9, 6),
	"rac_fee_period_end" timestamp with time zone,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_option" jsonb NOT NULL,
	"billing_address_id" text NOT NULL,
	"payment_method_code" text NOT NULL,
	"payment_method_label" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "sales_orders_tenant_number_key" UNIQUE("tenant_id","order_number"),
	CONSTRAINT "sales_orders_tenant_user_idempotency_key" UNIQUE("tenant_id","user_id","idempotency_key"),
	CONSTRAINT "sales_orders_money_not_negative" CHECK ("sales_orders"."subtotal_cents" >= 0 and "sales_orders"."freight_cents" >= 0 and "sales_orders"."payment_fee_cents" >= 0 and "sales_orders"."tax_cents" >= 0 and "sales_orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferences" ADD CONSTRAINT "buyer_preferences_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_configurations" ADD CONSTRAINT "checkout_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_configurations" ADD CONSTRAINT "checkout_configurations_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."network_participants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."sales_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."stock_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_warehouse_fk" FOREIGN KEY ("tenant_id","warehouse_id") REFERENCES "public"."warehouses"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."network_participants"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_addresses_user_idx" ON "buyer_addresses" USING btree ("tenant_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "sales_order_lines_order_idx" ON "sales_order_lines" USING btree ("tenant_id","order_id","line_number");--> statement-breakpoint
CREATE INDEX "sales_orders_user_idx" ON "sales_orders" USING btree ("tenant_id","user_id","updated_at");