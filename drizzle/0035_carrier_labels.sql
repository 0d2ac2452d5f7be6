CREATE TABLE "carrier_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"parcel_number" text NOT NULL,
	"filename" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"last_event" text,
	"tracked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_integrations" ADD COLUMN "colissimo_contract_number" text;--> statement-breakpoint
ALTER TABLE "shop_integrations" ADD COLUMN "colissimo_password" text;--> statement-breakpoint
ALTER TABLE "shop_integrations" ADD COLUMN "laposte_okapi_key" text;--> statement-breakpoint
ALTER TABLE "carrier_labels" ADD CONSTRAINT "carrier_labels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_labels" ADD CONSTRAINT "carrier_labels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_labels_shipment_key" ON "carrier_labels" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "carrier_labels_shop_idx" ON "carrier_labels" USING btree ("shop_id");