ALTER TABLE `page_edits` ADD `scheduled_at` text;--> statement-breakpoint
ALTER TABLE `page_edits` ADD `scheduled_by` text;