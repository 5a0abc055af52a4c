CREATE TABLE `page_edits` (
	`path` text PRIMARY KEY NOT NULL,
	`published` text,
	`published_at` text,
	`published_by` text,
	`draft` text,
	`draft_at` text,
	`draft_by` text,
	`base_hash` text NOT NULL,
	`base_content` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`content` text NOT NULL,
	`published_at` text NOT NULL,
	`published_by` text NOT NULL,
	`note` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_versions_path_idx` ON `page_versions` (`path`,`id`);