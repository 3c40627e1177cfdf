CREATE TABLE "design_open_recipients" (
	"design_id" text NOT NULL,
	"day" date NOT NULL,
	"recipient" text NOT NULL,
	CONSTRAINT "design_open_recipients_design_id_day_recipient_pk" PRIMARY KEY("design_id","day","recipient")
);
--> statement-breakpoint
CREATE TABLE "design_opens" (
	"design_id" text NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"proxied" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_opens_design_id_day_pk" PRIMARY KEY("design_id","day")
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"draft" jsonb NOT NULL,
	"public_id" text NOT NULL,
	"published" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "design_open_recipients" ADD CONSTRAINT "design_open_recipients_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_opens" ADD CONSTRAINT "design_opens_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_user_updated_idx" ON "designs" USING btree ("user_id","updated_at");