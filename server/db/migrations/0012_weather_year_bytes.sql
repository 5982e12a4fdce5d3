-- Issue 29: a project's weather year as 8760 big-endian float32 values a series (bytea) instead of jsonb arrays: half
-- the bytes, and a read decodes them without parsing 17 520 numbers of JSON. The values are those of the JSON rounded
-- as the server stores every year (dry bulb to 0.01 C, humidity ratio to 1e-6 kg/kg); float4send writes big-endian.
ALTER TABLE "project_weather_years" ADD COLUMN "t_db_bytes" bytea;--> statement-breakpoint
ALTER TABLE "project_weather_years" ADD COLUMN "w_bytes" bytea;--> statement-breakpoint
UPDATE "project_weather_years" SET
  "t_db_bytes" = (SELECT string_agg(float4send(round(v::numeric, 2)::float4), ''::bytea ORDER BY i)
                  FROM jsonb_array_elements_text("t_db") WITH ORDINALITY AS hours(v, i)),
  "w_bytes" = (SELECT string_agg(float4send(round(v::numeric, 6)::float4), ''::bytea ORDER BY i)
               FROM jsonb_array_elements_text("w") WITH ORDINALITY AS hours(v, i));--> statement-breakpoint
ALTER TABLE "project_weather_years" DROP COLUMN "t_db";--> statement-breakpoint
ALTER TABLE "project_weather_years" DROP COLUMN "w";--> statement-breakpoint
ALTER TABLE "project_weather_years" RENAME COLUMN "t_db_bytes" TO "t_db";--> statement-breakpoint
ALTER TABLE "project_weather_years" RENAME COLUMN "w_bytes" TO "w";--> statement-breakpoint
ALTER TABLE "project_weather_years" ALTER COLUMN "t_db" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_weather_years" ALTER COLUMN "w" SET NOT NULL;
