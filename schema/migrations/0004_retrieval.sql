-- Retrieval for AI answers (docs/decisions/006-retrieval.md).

-- Article embeddings for the local vector index: where no Vectorize index is bound, vector
-- retrieval ranks articles by cosine similarity over these rows (written by the seed when an
-- embeddings endpoint is configured; empty otherwise).
CREATE TABLE `article_embeddings` (
	`article_id` integer NOT NULL,
	`model` text NOT NULL,
	`dimensions` integer NOT NULL,
	`embedding` blob NOT NULL,
	`content_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`article_id`, `model`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint

-- Document-level ranking (which instrument a question is about): BM25 over each record's title,
-- summary and key points, words stemmed like the article index. The key points cite the
-- articles they summarise ("(Art. 4)"), which retrieval reads as plain-English notes on them.
CREATE VIRTUAL TABLE legislation_fts USING fts5(
  title, summary, key_points,
  content='legislation', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER legislation_fts_ai AFTER INSERT ON legislation BEGIN
  INSERT INTO legislation_fts(rowid, title, summary, key_points) VALUES (new.id, new.title, new.summary, new.key_points);
END;
--> statement-breakpoint
CREATE TRIGGER legislation_fts_ad AFTER DELETE ON legislation BEGIN
  INSERT INTO legislation_fts(legislation_fts, rowid, title, summary, key_points) VALUES ('delete', old.id, old.title, old.summary, old.key_points);
END;
--> statement-breakpoint
CREATE TRIGGER legislation_fts_au AFTER UPDATE OF title, summary, key_points ON legislation BEGIN
  INSERT INTO legislation_fts(legislation_fts, rowid, title, summary, key_points) VALUES ('delete', old.id, old.title, old.summary, old.key_points);
  INSERT INTO legislation_fts(rowid, title, summary, key_points) VALUES (new.id, new.title, new.summary, new.key_points);
END;
--> statement-breakpoint
-- Records loaded before this migration.
INSERT INTO legislation_fts(legislation_fts) VALUES ('rebuild');
--> statement-breakpoint

-- Document frequencies of the article index's terms (a read-only view of the index itself):
-- the reranker weighs each query term by how rare it is across all articles.
CREATE VIRTUAL TABLE articles_fts_vocab USING fts5vocab(articles_fts, 'row');
