CREATE TABLE "project_weather_years" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source" text NOT NULL,
	"year" integer,
	"method" text NOT NULL,
	"t_db" jsonb NOT NULL,
	"w" jsonb NOT NULL,
	"pressure" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_weather_years" ADD CONSTRAINT "project_weather_years_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;