CREATE TABLE `site_pages` (
	`path` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`template` text NOT NULL,
	`initial` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL
);
