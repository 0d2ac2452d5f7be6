CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ((coalesce("firstname", '') || ' ' || coalesce("lastname", '') || E'\n' || coalesce("business_name", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("billing_address"->>'city', '') || E'\n' || coalesce("delivery_address"->>'city', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_siret_prefix_idx" ON "clients" USING btree ("siret" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_shop_name_sort_idx" ON "clients" USING btree ("shop_id",lower(coalesce(nullif("business_name", ''), "lastname", "firstname", '')),"id");--> statement-breakpoint
CREATE INDEX "clients_shop_city_sort_idx" ON "clients" USING btree ("shop_id",lower(coalesce("billing_address"->>'city', "delivery_address"->>'city')),"id");--> statement-breakpoint
CREATE INDEX "clients_shop_created_idx" ON "clients" USING btree ("shop_id","created_at","id");