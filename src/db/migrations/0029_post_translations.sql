ALTER TABLE `posts` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `translation_of` integer REFERENCES posts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `translated_from` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `posts_translation_language_idx` ON `posts` (`translation_of`,`language`);--> statement-breakpoint
CREATE INDEX `posts_language_public_date_idx` ON `posts` (`language`,`published`,coalesce("published_at", "created_at"),`id`);