CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"erp_id" text,
	"name" text,
	"representative" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" uuid NOT NULL,
	"customer_id" integer,
	"number" text NOT NULL,
	"cost_driver" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"country" text NOT NULL,
	"country_code" text,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation" double precision NOT NULL,
	"summer_outdoor_temperature" double precision NOT NULL,
	"summer_wet_bulb_temperature" double precision NOT NULL,
	"summer_dew_point_temperature" double precision NOT NULL,
	"summer_outdoor_humidity" double precision NOT NULL,
	"winter_outdoor_temperature" double precision NOT NULL,
	"winter_outdoor_humidity" double precision NOT NULL,
	"winter_outdoor_humidity_ratio" double precision NOT NULL,
	"el_price_business" double precision NOT NULL,
	"el_price_home" double precision NOT NULL,
	"status" text,
	"aqi_current" double precision NOT NULL,
	"aqi_yearly_average" double precision NOT NULL,
	"quality_good" integer DEFAULT 0 NOT NULL,
	"quality_moderate" integer DEFAULT 0 NOT NULL,
	"quality_sensitive" integer DEFAULT 0 NOT NULL,
	"quality_unhealthy" integer DEFAULT 0 NOT NULL,
	"quality_unhealthy_v" integer DEFAULT 0 NOT NULL,
	"quality_hazardous" integer DEFAULT 0 NOT NULL,
	"distance_temperature" double precision,
	"distance" double precision,
	"monthly_design" jsonb,
	"total_price" double precision DEFAULT 0 NOT NULL,
	"number_of_units" integer DEFAULT 0 NOT NULL,
	"time_zone" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_owner_user_id_idx" ON "projects" USING btree ("owner_user_id");