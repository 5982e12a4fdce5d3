CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "position_revisions" ADD COLUMN "unit_label" text;--> statement-breakpoint
ALTER TABLE "position_revisions" ADD COLUMN "fan_type" text;--> statement-breakpoint
ALTER TABLE "position_revisions" ADD COLUMN "dimensions" jsonb;--> statement-breakpoint
-- Revisions are immutable (0005's trigger refuses UPDATE); the backfill copies facts already in each row's selection,
-- so the trigger steps aside for it alone.
ALTER TABLE "position_revisions" DISABLE TRIGGER "position_revisions_no_update";--> statement-breakpoint
UPDATE "position_revisions" SET
	"unit_label" = "selection" -> 'unit' ->> 'label',
	"fan_type" = "selection" -> 'fans' ->> 'fanType',
	"dimensions" = "selection" -> 'unit' -> 'dimensions';--> statement-breakpoint
ALTER TABLE "position_revisions" ENABLE TRIGGER "position_revisions_no_update";--> statement-breakpoint
ALTER TABLE "position_revisions" ALTER COLUMN "unit_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "position_revisions" ALTER COLUMN "fan_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "position_revisions" ALTER COLUMN "dimensions" SET NOT NULL;
