DROP INDEX "wcm_product_name_lower_idx";--> statement-breakpoint
ALTER TABLE "wcm_product" ADD COLUMN "name_lc" varchar(200) GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wcm_product" ADD COLUMN "series_lc" varchar(100) GENERATED ALWAYS AS (lower(series)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "wcm_product" ADD COLUMN "model_name_lc" varchar(100) GENERATED ALWAYS AS (lower(model_name)) STORED NOT NULL;