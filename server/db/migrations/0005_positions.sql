CREATE TABLE "position_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "position_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"revision_number" integer NOT NULL,
	"input" jsonb NOT NULL,
	"selection" jsonb NOT NULL,
	"data_sheet" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"price" double precision NOT NULL,
	"unit_type_id" integer NOT NULL,
	"heat_recovery_family" text NOT NULL,
	"supply_flow" double precision NOT NULL,
	"return_flow" double precision NOT NULL,
	"time_zone" integer DEFAULT 0 NOT NULL,
	"local_date_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_revisions_position_revision_unique" UNIQUE("position_id","revision_number"),
	CONSTRAINT "position_revisions_family_check" CHECK ("position_revisions"."heat_recovery_family" in ('Rotary', 'Plate', 'Enthalpy'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"guid" uuid NOT NULL,
	"active_revision_number" integer NOT NULL,
	"revision_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "position_revisions" ADD CONSTRAINT "position_revisions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_project_id_idx" ON "positions" USING btree ("project_id");--> statement-breakpoint
-- Revisions are immutable (docs/rules.md#revisions): a revision is what was calculated then; a change is a new
-- revision. Rows leave only by DELETE, when their position goes (ON DELETE CASCADE).
CREATE FUNCTION "position_revisions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'position_revisions are immutable: revision % of position % cannot be updated', OLD.revision_number, OLD.position_id
		USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "position_revisions_no_update" BEFORE UPDATE ON "position_revisions" FOR EACH ROW EXECUTE FUNCTION "position_revisions_immutable"();
