ALTER TABLE "order_shipment_units" ADD COLUMN "imei2" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "serial" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "capacity" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "battery_health" integer;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "carrier_lock" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "blacklist" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "activation_lock" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "test_result" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD CONSTRAINT "order_shipment_units_battery_health_percent" CHECK ("order_shipment_units"."battery_health" between 0 and 100);--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD CONSTRAINT "order_shipment_units_carrier_lock_known" CHECK ("order_shipment_units"."carrier_lock" in ('UNLOCKED', 'LOCKED'));--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD CONSTRAINT "order_shipment_units_blacklist_known" CHECK ("order_shipment_units"."blacklist" in ('CLEAN', 'BLACKLISTED', 'UNKNOWN'));--> statement-breakpoint
ALTER TABLE "order_shipment_units" ADD CONSTRAINT "order_shipment_units_activation_lock_known" CHECK ("order_shipment_units"."activation_lock" in ('OFF', 'ON'));