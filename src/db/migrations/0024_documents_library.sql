CREATE TABLE `document_downloads` (
	`document_id` integer NOT NULL,
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`document_id`, `day`, `visitor`)
);
--> statement-breakpoint
CREATE INDEX `document_downloads_day_idx` ON `document_downloads` (`day`);--> statement-breakpoint
CREATE TABLE `document_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`url` text NOT NULL,
	`original_name` text NOT NULL,
	`format` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`uploaded_at` text NOT NULL,
	`uploaded_by` text NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_files_url_unique` ON `document_files` (`url`);--> statement-breakpoint
CREATE INDEX `document_files_document_idx` ON `document_files` (`document_id`);--> statement-breakpoint
CREATE TABLE `document_leads` (
	`contact_request_id` integer PRIMARY KEY NOT NULL,
	`document_id` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `document_leads_document_idx` ON `document_leads` (`document_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`products` text DEFAULT '[]' NOT NULL,
	`sectors` text DEFAULT '[]' NOT NULL,
	`version_label` text DEFAULT '' NOT NULL,
	`document_date` text,
	`gated` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`is_example` integer DEFAULT false NOT NULL,
	`current_file_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_slug_unique` ON `documents` (`slug`);--> statement-breakpoint
CREATE INDEX `documents_status_idx` ON `documents` (`status`);