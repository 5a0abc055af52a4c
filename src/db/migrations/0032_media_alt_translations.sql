CREATE TABLE `media_translations` (
	`media_id` integer NOT NULL,
	`language` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`translated_from` text DEFAULT '{}' NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`media_id`, `language`),
	FOREIGN KEY (`media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE cascade
);
