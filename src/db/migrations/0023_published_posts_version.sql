-- A counter the server reads before using what it keeps from the published articles (the articles by
-- tag): the triggers move it on every write that changes that list, from the app or any other tool.
CREATE TABLE `content_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_versions` (`name`, `version`) VALUES ('posts', 0);
--> statement-breakpoint
CREATE TRIGGER `posts_version_insert` AFTER INSERT ON `posts` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'posts';
END;
--> statement-breakpoint
CREATE TRIGGER `posts_version_delete` AFTER DELETE ON `posts` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'posts';
END;
--> statement-breakpoint
CREATE TRIGGER `posts_version_update` AFTER UPDATE OF `id`, `tags`, `published`, `published_at`, `created_at` ON `posts`
WHEN old.`id` IS NOT new.`id` OR old.`tags` IS NOT new.`tags` OR old.`published` IS NOT new.`published`
  OR old.`published_at` IS NOT new.`published_at` OR old.`created_at` IS NOT new.`created_at`
BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'posts';
END;
