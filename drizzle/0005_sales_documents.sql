CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer,
	"agent_id" integer,
	"is_pro" boolean DEFAULT false NOT NULL,
	"civility" text,
	"firstname" text,
	"lastname" text,
	"business_name" text,
	"email" text,
	"phone" text,
	"typology" text,
	"siret" text,
	"vat_number" text,
	"excise_number" text,
	"billing_address" jsonb,
	"delivery_address" jsonb,
	"payment_delay" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sales_document_id" integer,
	"order_id" integer,
	"shipment_id" integer,
	"filename" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"shop_id" integer NOT NULL,
	"series" text NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_sequences_shop_id_series_pk" PRIMARY KEY("shop_id","series")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"sent_by_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"client_id" integer,
	"order_id" integer,
	"document_id" integer,
	"credit_id" integer,
	"kind" text DEFAULT 'payment' NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_known" CHECK ("payments"."kind" in ('payment', 'refund', 'credit')),
	CONSTRAINT "payments_amount_nonzero" CHECK ("payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"client_id" integer NOT NULL,
	"invoice_id" integer,
	"number" text,
	"sequence" integer,
	"issued_at" timestamp with time zone,
	"sale_date" timestamp with time zone,
	"due_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"payment_delay" text,
	"payment_type" text,
	"seller" jsonb,
	"buyer" jsonb,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_ht_cents" integer DEFAULT 0 NOT NULL,
	"tva_cents" integer DEFAULT 0 NOT NULL,
	"duties_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_ttc_cents" integer DEFAULT 0 NOT NULL,
	"deposits_cents" integer DEFAULT 0 NOT NULL,
	"due_cents" integer DEFAULT 0 NOT NULL,
	"deposit_percent" double precision,
	"credit_status" text,
	"credit_remaining_cents" integer,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"pdf_key" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_documents_type_known" CHECK ("sales_documents"."type" in ('quote', 'invoice', 'deposit', 'credit')),
	CONSTRAINT "sales_documents_status_known" CHECK ("sales_documents"."status" in ('pending', 'generated', 'processing', 'incomplete', 'completed', 'rejected', 'cancelled', 'error')),
	CONSTRAINT "sales_documents_credit_status_known" CHECK ("sales_documents"."credit_status" is null or "sales_documents"."credit_status" in ('full', 'partial', 'empty', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"iban_last4" text,
	"stripe_payment_method" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_status_known" CHECK ("sepa_mandates"."status" in ('pending', 'processing', 'completed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'delivery' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lines" jsonb NOT NULL,
	"parcels" integer DEFAULT 1 NOT NULL,
	"carrier" text,
	"tracking_ref" text,
	"address" jsonb,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_delay" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "legal" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_sales_document_id_sales_documents_id_fk" FOREIGN KEY ("sales_document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD CONSTRAINT "document_sequences_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_id_sales_documents_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_shop_idx" ON "clients" USING btree ("shop_id","lastname");--> statement-breakpoint
CREATE INDEX "clients_shop_agent_idx" ON "clients" USING btree ("shop_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_shop_user_key" ON "clients" USING btree ("shop_id","user_id");--> statement-breakpoint
CREATE INDEX "document_files_sales_document_idx" ON "document_files" USING btree ("sales_document_id");--> statement-breakpoint
CREATE INDEX "document_files_order_idx" ON "document_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "jobs_status_run_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "payment_reminders_document_idx" ON "payment_reminders" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "payments_shop_received_idx" ON "payments" USING btree ("shop_id","received_at");--> statement-breakpoint
CREATE INDEX "payments_document_idx" ON "payments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_number_key" ON "sales_documents" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "sales_documents_shop_type_idx" ON "sales_documents" USING btree ("shop_id","type","created_at");--> statement-breakpoint
CREATE INDEX "sales_documents_order_idx" ON "sales_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_documents_client_idx" ON "sales_documents" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "sales_documents_due_idx" ON "sales_documents" USING btree ("shop_id","payment_status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_key" ON "sepa_mandates" USING btree ("shop_id","reference");--> statement-breakpoint
CREATE INDEX "shipments_shop_status_idx" ON "shipments" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shop_kind_created_idx" ON "orders" USING btree ("shop_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_client_idx" ON "orders" USING btree ("shop_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_agent_idx" ON "orders" USING btree ("shop_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('order', 'sample', 'future'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_has_party" CHECK ("orders"."buyer_id" is not null or "orders"."client_id" is not null);
--> statement-breakpoint
INSERT INTO "clients" ("shop_id", "user_id", "is_pro", "firstname", "lastname", "business_name", "email", "phone", "typology", "siret", "billing_address", "delivery_address")
SELECT DISTINCT ON (o."shop_id", o."buyer_id") o."shop_id", u."id", u."is_pro", u."firstname", u."lastname", u."business"->>'name', u."email", u."phone", m."typology", u."siret", u."billing_address", u."delivery_address"
FROM "orders" o JOIN "users" u ON u."id" = o."buyer_id"
LEFT JOIN "shop_members" m ON m."shop_id" = o."shop_id" AND m."user_id" = u."id"
ORDER BY o."shop_id", o."buyer_id";
--> statement-breakpoint
UPDATE "orders" o SET "client_id" = c."id" FROM "clients" c WHERE c."shop_id" = o."shop_id" AND c."user_id" = o."buyer_id" AND o."client_id" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "sales_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    OR NEW."client_id" IS DISTINCT FROM OLD."client_id" OR NEW."order_id" IS DISTINCT FROM OLD."order_id"
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
--> statement-breakpoint
CREATE TRIGGER "sales_documents_immutable" BEFORE UPDATE OR DELETE ON "sales_documents"
FOR EACH ROW EXECUTE FUNCTION "sales_documents_immutable"();
