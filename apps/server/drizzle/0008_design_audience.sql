CREATE TABLE "design_audience" (
	"design_id" text NOT NULL,
	"token" text NOT NULL,
	"hash" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_audience_design_id_token_hash_pk" PRIMARY KEY("design_id","token","hash")
);
--> statement-breakpoint
ALTER TABLE "design_audience" ADD CONSTRAINT "design_audience_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;