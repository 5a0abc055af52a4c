CREATE TABLE `document_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` text,
	`translated_from` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_translations_document_language_idx` ON `document_translations` (`document_id`,`language`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_translations_language_slug_idx` ON `document_translations` (`language`,`slug`);--> statement-breakpoint
CREATE TABLE `reference_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`challenge` text DEFAULT '' NOT NULL,
	`solution` text DEFAULT '' NOT NULL,
	`result` text DEFAULT '' NOT NULL,
	`quote_text` text DEFAULT '' NOT NULL,
	`quote_role` text DEFAULT '' NOT NULL,
	`figure_labels` text DEFAULT '[]' NOT NULL,
	`photo_alts` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` text,
	`translated_from` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`reference_id`) REFERENCES `reference_projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reference_translations_reference_language_idx` ON `reference_translations` (`reference_id`,`language`);--> statement-breakpoint
CREATE UNIQUE INDEX `reference_translations_language_slug_idx` ON `reference_translations` (`language`,`slug`);