ALTER TABLE "manuscripts" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "manifest_url" text;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "manifest" jsonb;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "manifest_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_histories" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_histories" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_types" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_types" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "techniques" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "techniques" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;