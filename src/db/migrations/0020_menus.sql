CREATE TABLE `menu_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content` text NOT NULL,
	`published_at` text NOT NULL,
	`published_by` text NOT NULL,
	`note` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_menus` (
	`key` text PRIMARY KEY NOT NULL,
	`published` text,
	`published_at` text,
	`published_by` text,
	`draft` text,
	`draft_at` text,
	`draft_by` text,
	`updated_at` text NOT NULL,
	`updated_by` text NOT NULL
);
