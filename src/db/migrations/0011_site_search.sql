CREATE TABLE `search_query_days` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`searches` integer NOT NULL,
	`empty` integer NOT NULL,
	PRIMARY KEY(`day`, `query`)
);
--> statement-breakpoint
CREATE TABLE `search_synonyms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`terms` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `search_synonyms` (`terms`, `created_at`, `updated_at`) VALUES
	('targa ~ ANPR ~ OCR', '2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00.000Z'),
	('pensilina ~ tettoia ~ copertura', '2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00.000Z'),
	('ricarica ~ colonnina ~ EV', '2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00.000Z');
