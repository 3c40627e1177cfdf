CREATE TABLE "batch_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"design_id" text NOT NULL,
	"design_name" text NOT NULL,
	"public_id" text NOT NULL,
	"design" jsonb NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" json NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"problems" jsonb NOT NULL,
	"problem_count" integer NOT NULL,
	"error" text,
	"rate" real,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"result_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_jobs" ADD CONSTRAINT "batch_jobs_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_jobs_user_created_idx" ON "batch_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_status_created_idx" ON "batch_jobs" USING btree ("status","created_at");