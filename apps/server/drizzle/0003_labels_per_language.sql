ALTER TABLE "sys_dict_data" ADD COLUMN "dict_label_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "dict_label_fr" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "menu_name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "menu_name_fr" varchar(100) DEFAULT '' NOT NULL;