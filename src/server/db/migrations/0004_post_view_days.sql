CREATE TABLE "post_view_days" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_view_days_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE INDEX "post_view_days_day_index" ON "post_view_days" USING btree ("day");