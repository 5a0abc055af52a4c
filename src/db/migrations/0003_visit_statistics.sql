CREATE TABLE `consent_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consent_id` text NOT NULL,
	`policy_version` text NOT NULL,
	`necessary` integer DEFAULT true NOT NULL,
	`analytics` integer NOT NULL,
	`marketing` integer NOT NULL,
	`functional` integer NOT NULL,
	`choice` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `consent_records_created_idx` ON `consent_records` (`created_at`);--> statement-breakpoint
CREATE INDEX `consent_records_consent_idx` ON `consent_records` (`consent_id`);--> statement-breakpoint
CREATE TABLE `stats_daily` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`path` text NOT NULL,
	`entry` integer NOT NULL,
	`referrer_host` text NOT NULL,
	`utm_source` text NOT NULL,
	`utm_medium` text NOT NULL,
	`utm_campaign` text NOT NULL,
	`device` text NOT NULL,
	`events` integer NOT NULL,
	`visitors` integer NOT NULL,
	PRIMARY KEY(`day`, `kind`, `path`, `entry`, `referrer_host`, `utm_source`, `utm_medium`, `utm_campaign`, `device`)
);
--> statement-breakpoint
CREATE TABLE `stats_days` (
	`day` text PRIMARY KEY NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stats_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`minute` text NOT NULL,
	`kind` text NOT NULL,
	`path` text NOT NULL,
	`entry` integer DEFAULT false NOT NULL,
	`visitor` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`utm_source` text DEFAULT '' NOT NULL,
	`utm_medium` text DEFAULT '' NOT NULL,
	`utm_campaign` text DEFAULT '' NOT NULL,
	`device` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stats_events_once_a_minute` ON `stats_events` (`visitor`,`kind`,`path`,`minute`);--> statement-breakpoint
CREATE INDEX `stats_events_day_idx` ON `stats_events` (`day`);--> statement-breakpoint
CREATE TABLE `stats_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `landing_page` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `source_page` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `utm_campaign` text;