CREATE TABLE "offer_imports" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_imports_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"state" text NOT NULL,
	"offer_quantity" integer NOT NULL,
	"offer_price" numeric(14, 2) NOT NULL,
	"counter_price" numeric(14, 2),
	"minimum_checkout_quantity" integer,
	"expires_at" timestamp with time zone,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "offers_tenant_user_item_key" UNIQUE("tenant_id","user_id","item_id"),
	CONSTRAINT "offers_quantity_positive" CHECK ("offers"."offer_quantity" >= 1),
	CONSTRAINT "offers_price_not_negative" CHECK ("offers"."offer_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."stock_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_item_idx" ON "offers" USING btree ("tenant_id","item_id");--> statement-breakpoint
CREATE INDEX "offers_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."expires_at" is not null;