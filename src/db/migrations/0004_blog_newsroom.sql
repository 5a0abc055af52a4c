CREATE TABLE `post_redirects` (
	`path` text PRIMARY KEY NOT NULL,
	`post_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `post_redirects_post_idx` ON `post_redirects` (`post_id`);--> statement-breakpoint
ALTER TABLE `posts` ADD `status` text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `published_at` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `author_id` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `seo_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `meta_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `social_image` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `canonical_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `posts_status_published_at_idx` ON `posts` (`status`,`published_at`);--> statement-breakpoint
UPDATE `posts` SET `status` = 'published', `published_at` = `created_at` WHERE `published` = 1;--> statement-breakpoint
CREATE TABLE `post_preview_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`created_by` integer,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `post_preview_links_post_idx` ON `post_preview_links` (`post_id`);--> statement-breakpoint
CREATE TABLE `post_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`tags` text NOT NULL,
	`cover_image` text,
	`article_images` text DEFAULT '[]' NOT NULL,
	`user_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `post_revisions_post_idx` ON `post_revisions` (`post_id`,`id`);