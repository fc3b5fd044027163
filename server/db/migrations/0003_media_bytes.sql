ALTER TABLE "recipes" ADD COLUMN "image_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "video_bytes" integer DEFAULT 0 NOT NULL;