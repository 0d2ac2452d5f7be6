CREATE TABLE "delivery_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address" jsonb,
	"prices_by_bottles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bottles_per_parcel" integer DEFAULT 12 NOT NULL,
	"extra_parcel_cents" integer DEFAULT 700 NOT NULL,
	"free_from_cents" integer,
	"free_from_bottles" integer,
	"mountain_surcharge_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"format_id" integer,
	"vintage_id" integer,
	"name" text NOT NULL,
	"format_label" text,
	"vintage_name" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" double precision NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"duties_cents" integer DEFAULT 0 NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"is_wrapped" boolean DEFAULT false NOT NULL,
	"is_from_fidelity" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"typology" text,
	"ttc" boolean DEFAULT true NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"tva_cents" integer NOT NULL,
	"duties_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"wrapping_cents" integer DEFAULT 0 NOT NULL,
	"promo_amount_cents" integer DEFAULT 0 NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"shipping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"contact" jsonb,
	"promo_code" text,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error')),
	CONSTRAINT "orders_totals_positive" CHECK ("orders"."total_ttc_cents" >= 0 and "orders"."total_ht_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visitor_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"cart" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_formats" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_quantity" integer;--> statement-breakpoint
ALTER TABLE "delivery_modes" ADD CONSTRAINT "delivery_modes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_format_id_product_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."product_formats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vintage_id_product_vintages_id_fk" FOREIGN KEY ("vintage_id") REFERENCES "public"."product_vintages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_modes_shop_idx" ON "delivery_modes" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_shop_status_idx" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("buyer_id","shop_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "visitor_carts_updated_idx" ON "visitor_carts" USING btree ("updated_at");