CREATE TABLE "account_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	"review_status" text DEFAULT 'MISSING' NOT NULL,
	"file_id" uuid,
	"uploaded_at" timestamp with time zone,
	"rejection_reason" text,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"form_data" jsonb,
	"address_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_documents_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "account_documents_user_key" UNIQUE("tenant_id","user_id","document_key"),
	CONSTRAINT "account_documents_review_status_known" CHECK ("account_documents"."review_status" in ('MISSING', 'TO_REVIEW', 'VERIFIED', 'REJECTED', 'MISSING_REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "account_setups" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_status" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_setups_pkey" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "file_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"file_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_tokens_purpose_known" CHECK ("file_tokens"."purpose" in ('DOWNLOAD', 'POE_UPLOAD'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_definitions" (
	"tenant_id" uuid NOT NULL,
	"buyer_type" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_definitions_pkey" PRIMARY KEY("tenant_id","buyer_type"),
	CONSTRAINT "onboarding_definitions_buyer_type_known" CHECK ("onboarding_definitions"."buyer_type" in ('CUSTOMER', 'PROSPECT'))
);
--> statement-breakpoint
CREATE TABLE "proof_of_export_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"document_description" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"file_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_of_export_documents_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "proof_of_export_documents_status_known" CHECK ("proof_of_export_documents"."status" in ('PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_setups" ADD CONSTRAINT "account_setups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_setups" ADD CONSTRAINT "account_setups_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tokens" ADD CONSTRAINT "file_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tokens" ADD CONSTRAINT "file_tokens_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tokens" ADD CONSTRAINT "file_tokens_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_definitions" ADD CONSTRAINT "onboarding_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_export_documents" ADD CONSTRAINT "proof_of_export_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_export_documents" ADD CONSTRAINT "proof_of_export_documents_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_export_documents" ADD CONSTRAINT "proof_of_export_documents_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tokens_expiry_idx" ON "file_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "proof_of_export_documents_user_idx" ON "proof_of_export_documents" USING btree ("tenant_id","user_id","status");