ALTER TABLE "manuscripts" ADD COLUMN "date_label_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD COLUMN "language_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_histories" ADD COLUMN "period_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_histories" ADD COLUMN "origin_fr" text DEFAULT '' NOT NULL;