ALTER TABLE "delivery_modes" ADD COLUMN "zones" jsonb DEFAULT '{"countries":[],"departements":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_modes" ADD COLUMN "hours" text;--> statement-breakpoint
-- Until now a carrier whose address named a country delivered within that country only: that
-- country becomes its zone, so that every shop keeps delivering where it did.
UPDATE "delivery_modes" SET "zones" = jsonb_build_object('countries', jsonb_build_array(upper(trim("address"->>'country'))), 'departements', '[]'::jsonb) WHERE "kind" = 'carrier' AND coalesce(trim("address"->>'country'), '') <> '';
