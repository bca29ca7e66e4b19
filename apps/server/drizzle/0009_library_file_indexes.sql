CREATE INDEX "wcm_library_storage_key_idx" ON "wcm_library" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "wcm_library_file_idx" ON "wcm_library" USING btree ("file_id");