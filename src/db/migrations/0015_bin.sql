CREATE TABLE `bin_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`label` text NOT NULL,
	`thumbnail` text,
	`payload` text NOT NULL,
	`files` text DEFAULT '[]' NOT NULL,
	`deleted_at` text NOT NULL,
	`deleted_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bin_items_deleted_idx` ON `bin_items` (`deleted_at`);