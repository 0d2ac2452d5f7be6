CREATE TABLE "iframes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{"showFilters":true,"productIds":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"unity" text DEFAULT 'Centilitre(s)' NOT NULL,
	"unity_value" double precision DEFAULT 75 NOT NULL,
	"eq75" double precision DEFAULT 1 NOT NULL,
	"container" text,
	"type" text DEFAULT 'bottle' NOT NULL,
	"name_in_shop" text,
	"show_unity_value" boolean DEFAULT true NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_price" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_add" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"typologies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"weight" integer,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gtin" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_formats_price_positive" CHECK ("product_formats"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_vintages" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"alcohol" double precision,
	"legal" jsonb DEFAULT '{"typeDA":"DA2"}'::jsonb NOT NULL,
	"nutrition" jsonb,
	"ingredients" text,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"precision" text,
	"type" text,
	"color" text,
	"gamme" text,
	"quality" text,
	"quality_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_type" text DEFAULT 'bottle' NOT NULL,
	"accessory_type" text,
	"status" text DEFAULT 'online' NOT NULL,
	"vat_type" text DEFAULT 'standard' NOT NULL,
	"disable_vat" boolean DEFAULT false NOT NULL,
	"packing" text,
	"packing_quantity" integer,
	"weight" integer,
	"description" text,
	"appellation" text,
	"category" integer,
	"country" text DEFAULT 'FR' NOT NULL,
	"brand" text,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_known" CHECK ("products"."status" in ('online', 'paused', 'outofstock', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"activation" text DEFAULT 'always' NOT NULL,
	"activation_value" integer,
	"code" text,
	"format_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_length" CHECK ("promotions"."code" is null or char_length("promotions"."code") <= 15)
);
--> statement-breakpoint
ALTER TABLE "iframes" ADD CONSTRAINT "iframes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_formats" ADD CONSTRAINT "product_formats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vintages" ADD CONSTRAINT "product_vintages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iframes_shop_idx" ON "iframes" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_formats_product_idx" ON "product_formats" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_formats_gtin_key" ON "product_formats" USING btree ("gtin");--> statement-breakpoint
CREATE INDEX "product_vintages_product_idx" ON "product_vintages" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_slug_key" ON "products" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "products_shop_status_idx" ON "products" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "promotions_shop_idx" ON "promotions" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_shop_code_key" ON "promotions" USING btree ("shop_id",upper("code"));