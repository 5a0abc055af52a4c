-- Full-text search of the articles (title, text, tags) for the staff's list, kept by triggers.
CREATE VIRTUAL TABLE `posts_search` USING fts5(title, content, tags, content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `posts_search` (rowid, title, content, tags) SELECT id, title, content, tags FROM `posts`;
--> statement-breakpoint
CREATE TRIGGER `posts_search_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO `posts_search` (rowid, title, content, tags) VALUES (new.id, new.title, new.content, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_search_delete` AFTER DELETE ON `posts` BEGIN
  INSERT INTO `posts_search` (`posts_search`, rowid, title, content, tags) VALUES ('delete', old.id, old.title, old.content, old.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_search_update` AFTER UPDATE OF title, content, tags ON `posts` BEGIN
  INSERT INTO `posts_search` (`posts_search`, rowid, title, content, tags) VALUES ('delete', old.id, old.title, old.content, old.tags);
  INSERT INTO `posts_search` (rowid, title, content, tags) VALUES (new.id, new.title, new.content, new.tags);
END;
