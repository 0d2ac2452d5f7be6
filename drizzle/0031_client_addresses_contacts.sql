CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"label" text,
	"kind" text NOT NULL,
	"name" text,
	"street" text NOT NULL,
	"street2" text,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"is_default_delivery" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_addresses_kind" CHECK ("client_addresses"."kind" in ('billing', 'delivery', 'both'))
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"civility" text,
	"firstname" text,
	"lastname" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"notes" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_default_billing_key" ON "client_addresses" USING btree ("client_id") WHERE "client_addresses"."is_default_billing";--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_default_delivery_key" ON "client_addresses" USING btree ("client_id") WHERE "client_addresses"."is_default_delivery";--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_main_key" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."is_main";--> statement-breakpoint
-- Each client's single billing and delivery address becomes its default address(es): one row
-- 'both' when the delivery address is missing or the same, else one of each kind.
INSERT INTO "client_addresses" ("shop_id", "client_id", "label", "kind", "name", "street", "street2", "zipcode", "city", "country", "is_default_billing", "is_default_delivery", "created_at", "updated_at")
SELECT c."shop_id", c."id", nullif(a->>'title', ''), k."kind", nullif(a->>'name', ''),
       coalesce(a->>'street', ''), nullif(a->>'street2', ''), coalesce(a->>'zipcode', ''),
       coalesce(a->>'city', ''), coalesce(a->>'country', ''),
       k."kind" in ('billing', 'both'), k."kind" in ('delivery', 'both'), c."created_at", now()
FROM "clients" c
CROSS JOIN LATERAL (
  SELECT 'both' AS "kind", c."billing_address" AS a
  WHERE c."billing_address" IS NOT NULL
    AND (c."delivery_address" IS NULL OR c."delivery_address" = c."billing_address")
  UNION ALL
  SELECT 'billing', c."billing_address"
  WHERE c."billing_address" IS NOT NULL AND c."delivery_address" IS NOT NULL
    AND c."delivery_address" <> c."billing_address"
  UNION ALL
  SELECT 'delivery', c."delivery_address"
  WHERE c."delivery_address" IS NOT NULL
    AND (c."billing_address" IS NULL OR c."delivery_address" <> c."billing_address")
) k(kind, a)
WHERE jsonb_typeof(a) = 'object'
ORDER BY c."id", k."kind";
