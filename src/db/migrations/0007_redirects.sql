CREATE TABLE `not_found_hits` (
	`path` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`last_seen` text NOT NULL,
	`referrer_host` text
);
--> statement-breakpoint
CREATE INDEX `not_found_hits_count_idx` ON `not_found_hits` (`count`);--> statement-breakpoint
CREATE INDEX `not_found_hits_last_seen_idx` ON `not_found_hits` (`last_seen`);--> statement-breakpoint
CREATE TABLE `redirect_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`target` text,
	`code` integer NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`last_hit_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirect_rules_source_unique` ON `redirect_rules` (`source`);--> statement-breakpoint
CREATE INDEX `redirect_rules_target_idx` ON `redirect_rules` (`target`);--> statement-breakpoint
CREATE INDEX `redirect_rules_hits_idx` ON `redirect_rules` (`hits`);--> statement-breakpoint
CREATE INDEX `redirect_rules_updated_idx` ON `redirect_rules` (`updated_at`);--> statement-breakpoint
CREATE INDEX `redirect_rules_last_hit_idx` ON `redirect_rules` (`last_hit_at`);