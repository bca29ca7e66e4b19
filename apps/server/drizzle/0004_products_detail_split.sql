CREATE TABLE "wcm_product_detail" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" varchar(500) DEFAULT '' NOT NULL,
	"spec_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_table" jsonb DEFAULT '{"columns":[],"rows":[]}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords" varchar(500) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wcm_product" ADD COLUMN "cover_url" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wcm_product_detail" ADD CONSTRAINT "wcm_product_detail_product_id_wcm_product_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "wcm_product"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wcm_product_created_idx" ON "wcm_product" USING btree ("create_time","product_id");--> statement-breakpoint
CREATE INDEX "wcm_product_name_idx" ON "wcm_product" USING btree ("name","product_id");--> statement-breakpoint
CREATE INDEX "wcm_product_price_idx" ON "wcm_product" USING btree ("effective_price","product_id");--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "images";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "video_url";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "spec_attributes";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "custom_attributes";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "spec_table";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "attachments";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "certificates";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "faq_ids";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "keywords";--> statement-breakpoint
ALTER TABLE "wcm_product" DROP COLUMN "description";