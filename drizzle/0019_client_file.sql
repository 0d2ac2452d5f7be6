ALTER TABLE "clients" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "pipe" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_shop_email_idx" ON "clients" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "clients_shop_siret_idx" ON "clients" USING btree ("shop_id","siret");