ALTER TABLE "orders" ADD COLUMN "tax_regime" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_number" text;