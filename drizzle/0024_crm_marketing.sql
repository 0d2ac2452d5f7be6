CREATE TABLE "crm_list_members" (
	"list_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_list_members_list_id_client_id_pk" PRIMARY KEY("list_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "crm_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"filters" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_lists_type" CHECK ("crm_lists"."type" in ('static', 'dynamic'))
);
--> statement-breakpoint
CREATE TABLE "crm_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"title" text,
	"body" text,
	"button_label" text,
	"button_link" text,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_models_kind" CHECK ("crm_models"."kind" in ('standard', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "crm_list_members" ADD CONSTRAINT "crm_list_members_list_id_crm_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."crm_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_list_members" ADD CONSTRAINT "crm_list_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_lists" ADD CONSTRAINT "crm_lists_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_models" ADD CONSTRAINT "crm_models_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_list_members_client_idx" ON "crm_list_members" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "crm_lists_shop_idx" ON "crm_lists" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "crm_models_shop_idx" ON "crm_models" USING btree ("shop_id");