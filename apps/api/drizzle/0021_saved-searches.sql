CREATE TABLE "saved_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"list_price_cents" bigint NOT NULL,
	"previous_list_price_cents" bigint,
	"quantity_available" integer NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "saved_search_alerts_once_a_day_key" UNIQUE("tenant_id","user_id","item_id","day"),
	CONSTRAINT "saved_search_alerts_kind" CHECK ("saved_search_alerts"."kind" in ('NEW_STOCK', 'PRICE_BELOW'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"participant_id" uuid,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alert_new_stock" boolean DEFAULT false NOT NULL,
	"alert_price_below_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "saved_searches_price_positive" CHECK ("saved_searches"."alert_price_below_cents" is null or "saved_searches"."alert_price_below_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_fk" FOREIGN KEY ("tenant_id","saved_search_id") REFERENCES "public"."saved_searches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."stock_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."network_participants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_user_idx" ON "saved_search_alerts" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_key" ON "saved_searches" USING btree ("tenant_id","user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("tenant_id") WHERE "saved_searches"."alert_new_stock" or "saved_searches"."alert_price_below_cents" is not null;