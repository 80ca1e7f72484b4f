-- Full-text indexes (drizzle-kit cannot express virtual tables). External-content FTS5
-- tables read their columns from the base tables; triggers keep them in sync with
-- every insert, update and delete, whether from the seed or from admin edits.

-- Free exact keyword search (spec §5): case-insensitive SUBSTRING match. The trigram
-- tokenizer answers a quoted phrase with exactly the rows containing that substring,
-- from an index instead of a LIKE scan. search_ar holds the normalised Arabic.
CREATE VIRTUAL TABLE legislation_search USING fts5(
  title, summary, original_text, original_text_continued, search_ar,
  content='legislation', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER legislation_search_ai AFTER INSERT ON legislation BEGIN
  INSERT INTO legislation_search(rowid, title, summary, original_text, original_text_continued, search_ar)
  VALUES (new.id, new.title, new.summary, new.original_text, new.original_text_continued, new.search_ar);
END;
--> statement-breakpoint
CREATE TRIGGER legislation_search_ad AFTER DELETE ON legislation BEGIN
  INSERT INTO legislation_search(legislation_search, rowid, title, summary, original_text, original_text_continued, search_ar)
  VALUES ('delete', old.id, old.title, old.summary, old.original_text, old.original_text_continued, old.search_ar);
END;
--> statement-breakpoint
CREATE TRIGGER legislation_search_au AFTER UPDATE OF title, summary, original_text, original_text_continued, search_ar ON legislation BEGIN
  INSERT INTO legislation_search(legislation_search, rowid, title, summary, original_text, original_text_continued, search_ar)
  VALUES ('delete', old.id, old.title, old.summary, old.original_text, old.original_text_continued, old.search_ar);
  INSERT INTO legislation_search(rowid, title, summary, original_text, original_text_continued, search_ar)
  VALUES (new.id, new.title, new.summary, new.original_text, new.original_text_continued, new.search_ar);
END;
--> statement-breakpoint

-- Ranked article-level search (BM25): words, stemmed (porter) for English; the Arabic
-- column is normalised before indexing, so plain unicode61 words suffice there.
CREATE VIRTUAL TABLE articles_fts USING fts5(
  heading, text_en, search_ar,
  content='articles', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER articles_fts_ai AFTER INSERT ON articles BEGIN
  INSERT INTO articles_fts(rowid, heading, text_en, search_ar) VALUES (new.id, new.heading, new.text_en, new.search_ar);
END;
--> statement-breakpoint
CREATE TRIGGER articles_fts_ad AFTER DELETE ON articles BEGIN
  INSERT INTO articles_fts(articles_fts, rowid, heading, text_en, search_ar) VALUES ('delete', old.id, old.heading, old.text_en, old.search_ar);
END;
--> statement-breakpoint
CREATE TRIGGER articles_fts_au AFTER UPDATE OF heading, text_en, search_ar ON articles BEGIN
  INSERT INTO articles_fts(articles_fts, rowid, heading, text_en, search_ar) VALUES ('delete', old.id, old.heading, old.text_en, old.search_ar);
  INSERT INTO articles_fts(rowid, heading, text_en, search_ar) VALUES (new.id, new.heading, new.text_en, new.search_ar);
END;
