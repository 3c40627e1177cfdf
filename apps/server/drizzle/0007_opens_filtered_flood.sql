ALTER TABLE "design_opens" ADD COLUMN "filtered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "design_opens" ADD COLUMN "flood" integer DEFAULT 0 NOT NULL;