CREATE TABLE "catalogue_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reports" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_reports_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "jobs_tenant_dedupe_key" UNIQUE("tenant_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "network_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pxn_participant_id" text NOT NULL,
	"pxns_participant_id" text NOT NULL,
	"is_own" boolean DEFAULT false NOT NULL,
	"is_pxnr" boolean DEFAULT false NOT NULL,
	"is_pxns" boolean DEFAULT true NOT NULL,
	"warehouse_group_name" text NOT NULL,
	"warehouse_group_description" text DEFAULT '' NOT NULL,
	"select_order" integer DEFAULT 0 NOT NULL,
	"stocklist_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_participants_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "network_participants_tenant_pxns_key" UNIQUE("tenant_id","pxns_participant_id")
);
--> statement-breakpoint
CREATE TABLE "network_resellers" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_resellers_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"crossings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "stock_alerts_tenant_user_item_key" UNIQUE("tenant_id","user_id","item_id"),
	CONSTRAINT "stock_alerts_quantity_positive" CHECK ("stock_alerts"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stock_grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"participant_id" uuid,
	"grade" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "stock_grades_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "stock_grades_tenant_participant_grade_key" UNIQUE NULLS NOT DISTINCT("tenant_id","participant_id","grade")
);
--> statement-breakpoint
CREATE TABLE "stock_item_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"participant_id" uuid,
	"group_key" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"group_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_item_groups_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "stock_item_groups_tenant_key_key" UNIQUE("tenant_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "pxn_item_number" text;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "grade" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "group_item_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "increment_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "first_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "previous_list_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "participant_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_participants" ADD CONSTRAINT "network_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_resellers" ADD CONSTRAINT "network_resellers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_resellers" ADD CONSTRAINT "network_resellers_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_item_fk" FOREIGN KEY ("tenant_id","item_id") REFERENCES "public"."stock_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_grades" ADD CONSTRAINT "stock_grades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_grades" ADD CONSTRAINT "stock_grades_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."network_participants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item_groups" ADD CONSTRAINT "stock_item_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item_groups" ADD CONSTRAINT "stock_item_groups_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."network_participants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_item_idx" ON "stock_alerts" USING btree ("tenant_id","item_id");--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."stock_item_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_participant_fk" FOREIGN KEY ("tenant_id","participant_id") REFERENCES "public"."network_participants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_increment_positive" CHECK ("stock_items"."increment_size" >= 1);