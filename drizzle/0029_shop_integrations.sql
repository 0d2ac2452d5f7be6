CREATE TABLE "shop_integrations" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"stripe_secret_key" text,
	"stripe_publishable_key" text,
	"stripe_webhook_secret" text,
	"custom_domain" text,
	"analytics" boolean DEFAULT false NOT NULL,
	"analytics_script_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_integrations" ADD CONSTRAINT "shop_integrations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_integrations_domain_key" ON "shop_integrations" USING btree ("custom_domain");