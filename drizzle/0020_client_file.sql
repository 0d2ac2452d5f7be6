ALTER TABLE "clients" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "pipe" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_shop_email_idx" ON "clients" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "clients_shop_siret_idx" ON "clients" USING btree ("shop_id","siret");--> statement-breakpoint
-- Clients entered before the SIREN had its column: it is the first nine digits of their SIRET.
UPDATE "clients" SET "siren" = left("siret", 9) WHERE "siret" IS NOT NULL AND "siren" IS NULL;
