CREATE TABLE `page_translations` (
	`path` text PRIMARY KEY NOT NULL,
	`translation_of` text NOT NULL,
	`language` text NOT NULL,
	`translated_from` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_translations_of_language` ON `page_translations` (`translation_of`,`language`);