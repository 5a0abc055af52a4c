CREATE TABLE `blog_tags` (
	`slug` text PRIMARY KEY NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `posts_author_idx` ON `posts` (`author_id`);--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`created_at`);--> statement-breakpoint
CREATE INDEX `posts_public_date_idx` ON `posts` (coalesce("published_at", "created_at"),`id`);--> statement-breakpoint
CREATE INDEX `posts_updated_idx` ON `posts` (`updated_at`);