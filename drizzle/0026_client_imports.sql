CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"created_by_id" integer,
	"kind" text DEFAULT 'clients' NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"queued_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"line_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_count" integer,
	"kept_count" integer,
	"error" text,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status" CHECK ("imports"."status" in ('pending', 'processing', 'completed', 'reverted', 'error'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_shop_idx" ON "imports" USING btree ("shop_id","created_at");