-- The dashboard lists an owner's projects newest first: with this index a page reads only its own rows and the
-- total counts index entries (issue 19). NULLS FIRST is what DESC alone means in ORDER BY.
DROP INDEX "projects_owner_user_id_idx";--> statement-breakpoint
CREATE INDEX "projects_owner_created_idx" ON "projects" USING btree ("owner_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);