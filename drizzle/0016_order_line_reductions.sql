ALTER TABLE "order_lines" ADD COLUMN "list_unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_reduction" text;