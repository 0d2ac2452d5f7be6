CREATE TABLE "product_label_links" (
	"product_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "product_label_links_product_id_label_id_pk" PRIMARY KEY("product_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_label_links" ADD CONSTRAINT "product_label_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_label_links" ADD CONSTRAINT "product_label_links_label_id_product_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."product_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_label_links_label_idx" ON "product_label_links" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_labels_shop_name_key" ON "product_labels" USING btree ("shop_id",lower("name"));