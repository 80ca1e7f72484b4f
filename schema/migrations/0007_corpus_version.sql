-- A version of the article collection (docs/decisions/008-search-within-the-speed-targets.md): any
-- insert, update or delete of an article raises it, so the Worker's per-isolate caches of article
-- texts and tokens know when to start over, whoever changed the articles.
CREATE TABLE `corpus_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO corpus_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER articles_version_ai AFTER INSERT ON articles BEGIN
  UPDATE corpus_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER articles_version_au AFTER UPDATE ON articles BEGIN
  UPDATE corpus_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER articles_version_ad AFTER DELETE ON articles BEGIN
  UPDATE corpus_version SET version = version + 1 WHERE id = 1;
END;
