ALTER TABLE "clients" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_tags_idx" ON "clients" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "orders_client_purchases_idx" ON "orders" USING btree ("shop_id","client_id","created_at","total_ttc_cents") WHERE "orders"."status" in ('pending', 'validated', 'invoiced') and "orders"."client_id" is not null;--> statement-breakpoint
-- Merging two clients (clients/api/merge.ts) moves the merged one's issued documents to the kept
-- client: only inside that transaction (SET LOCAL caveau.client_merge = 'on') may an issued
-- document's client_id change; what it says (its buyer snapshot, lines, totals) never does.
CREATE OR REPLACE FUNCTION "sales_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."number" IS NOT NULL THEN
      RAISE EXCEPTION 'issued document % cannot be deleted', OLD."number" USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD."number" IS NOT NULL AND (
    NEW."number" IS DISTINCT FROM OLD."number" OR NEW."sequence" IS DISTINCT FROM OLD."sequence"
    OR NEW."type" IS DISTINCT FROM OLD."type" OR NEW."shop_id" IS DISTINCT FROM OLD."shop_id"
    OR (NEW."client_id" IS DISTINCT FROM OLD."client_id" AND coalesce(current_setting('caveau.client_merge', true), '') <> 'on')
    OR NEW."order_id" IS DISTINCT FROM OLD."order_id"
    OR NEW."invoice_id" IS DISTINCT FROM OLD."invoice_id" OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at"
    OR NEW."sale_date" IS DISTINCT FROM OLD."sale_date" OR NEW."due_at" IS DISTINCT FROM OLD."due_at"
    OR NEW."valid_until" IS DISTINCT FROM OLD."valid_until" OR NEW."payment_delay" IS DISTINCT FROM OLD."payment_delay"
    OR NEW."payment_type" IS DISTINCT FROM OLD."payment_type" OR NEW."seller" IS DISTINCT FROM OLD."seller"
    OR NEW."buyer" IS DISTINCT FROM OLD."buyer" OR NEW."lines" IS DISTINCT FROM OLD."lines"
    OR NEW."total_ht_cents" IS DISTINCT FROM OLD."total_ht_cents" OR NEW."tva_cents" IS DISTINCT FROM OLD."tva_cents"
    OR NEW."duties_cents" IS DISTINCT FROM OLD."duties_cents" OR NEW."shipping_cents" IS DISTINCT FROM OLD."shipping_cents"
    OR NEW."total_ttc_cents" IS DISTINCT FROM OLD."total_ttc_cents" OR NEW."deposits_cents" IS DISTINCT FROM OLD."deposits_cents"
    OR NEW."due_cents" IS DISTINCT FROM OLD."due_cents" OR NEW."deposit_percent" IS DISTINCT FROM OLD."deposit_percent"
    OR NEW."notes" IS DISTINCT FROM OLD."notes"
  ) THEN
    RAISE EXCEPTION 'issued document % is immutable', OLD."number" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
