ALTER TABLE "projects" ADD COLUMN "active_supply_flow" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "active_return_flow" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "active_rotary_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "active_plate_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "active_enthalpy_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The projects saved before this migration get their active revisions' facts once; from now on each position write
-- keeps them (positions.repository.ts).
UPDATE "projects" SET
	"active_supply_flow" = "facts"."supply",
	"active_return_flow" = "facts"."exhaust",
	"active_rotary_units" = "facts"."rotary",
	"active_plate_units" = "facts"."plate",
	"active_enthalpy_units" = "facts"."enthalpy"
FROM (
	SELECT "positions"."project_id",
		sum("position_revisions"."supply_flow") AS "supply",
		sum("position_revisions"."return_flow") AS "exhaust",
		count(*) FILTER (WHERE "position_revisions"."heat_recovery_family" = 'Rotary') AS "rotary",
		count(*) FILTER (WHERE "position_revisions"."heat_recovery_family" = 'Plate') AS "plate",
		count(*) FILTER (WHERE "position_revisions"."heat_recovery_family" = 'Enthalpy') AS "enthalpy"
	FROM "positions"
	JOIN "position_revisions" ON "position_revisions"."position_id" = "positions"."id"
		AND "position_revisions"."revision_number" = "positions"."active_revision_number"
	GROUP BY "positions"."project_id"
) AS "facts"
WHERE "projects"."id" = "facts"."project_id";
