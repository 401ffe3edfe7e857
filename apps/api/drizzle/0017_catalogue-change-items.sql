ALTER TABLE "catalogue_changes" ADD COLUMN "item_ids" uuid[];--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("tenant_id","version");