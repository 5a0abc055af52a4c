CREATE TABLE `reference_projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`client` text NOT NULL,
	`client_public` integer DEFAULT true NOT NULL,
	`sector` text NOT NULL,
	`comune_code` text NOT NULL,
	`region` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`year` integer NOT NULL,
	`spaces` integer,
	`figures` text DEFAULT '[]' NOT NULL,
	`products` text DEFAULT '[]' NOT NULL,
	`challenge` text DEFAULT '' NOT NULL,
	`solution` text DEFAULT '' NOT NULL,
	`result` text DEFAULT '' NOT NULL,
	`quote_text` text DEFAULT '' NOT NULL,
	`quote_name` text DEFAULT '' NOT NULL,
	`quote_role` text DEFAULT '' NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` text,
	`is_example` integer DEFAULT false NOT NULL,
	`author_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reference_projects_slug_unique` ON `reference_projects` (`slug`);--> statement-breakpoint
CREATE INDEX `reference_projects_status_order_idx` ON `reference_projects` (`status`,`display_order`,`year`);--> statement-breakpoint
CREATE INDEX `reference_projects_sector_idx` ON `reference_projects` (`sector`);--> statement-breakpoint
CREATE INDEX `reference_projects_region_idx` ON `reference_projects` (`region`);--> statement-breakpoint
CREATE TABLE `reference_redirects` (
	`path` text PRIMARY KEY NOT NULL,
	`reference_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`reference_id`) REFERENCES `reference_projects`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reference_redirects_reference_idx` ON `reference_redirects` (`reference_id`);