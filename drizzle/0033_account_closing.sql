CREATE TABLE "shop_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"requested_by_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"filename" text,
	"bytes" "bytea",
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "shop_exports_status_known" CHECK ("shop_exports"."status" in ('queued', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_exports" ADD CONSTRAINT "shop_exports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_exports" ADD CONSTRAINT "shop_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_exports_shop_idx" ON "shop_exports" USING btree ("shop_id","created_at");