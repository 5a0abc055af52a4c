ALTER TABLE `contact_requests` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `consent_records` ADD `language` text DEFAULT 'it' NOT NULL;