CREATE INDEX "limit_events_at_idx" ON "limit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "generations_created_idx" ON "generations" USING btree ("created_at");