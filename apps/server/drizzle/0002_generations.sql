CREATE TABLE "generations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"client_hash" text,
	"function" text NOT NULL,
	"requested_provider" text,
	"provider" text,
	"model" text,
	"prompt" text DEFAULT '' NOT NULL,
	"result_key" text,
	"duration_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"fallback_from" text,
	"fallback_reason" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id","created_at");