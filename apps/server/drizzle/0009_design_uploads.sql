CREATE TABLE "design_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleting" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "design_uploads_user_idx" ON "design_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "design_uploads_used_idx" ON "design_uploads" USING btree ("used_at");