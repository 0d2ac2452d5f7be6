CREATE TABLE "shop_terms" (
	"shop_id" integer NOT NULL,
	"version" integer NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_terms_shop_id_version_pk" PRIMARY KEY("shop_id","version")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "product_vintages" ADD COLUMN "en_primeur" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_terms" ADD CONSTRAINT "shop_terms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;