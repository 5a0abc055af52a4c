CREATE TABLE `external_image_texts` (
	`url` text PRIMARY KEY NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`decorative` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `media` ADD `decorative` integer DEFAULT false NOT NULL;