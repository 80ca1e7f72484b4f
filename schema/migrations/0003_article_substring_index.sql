-- Which articles of a keyword search's results contain the keyword. The same substring
-- semantics as legislation_search (trigram, case-insensitive), per article: the list asks the
-- index for the articles containing the keyword instead of reading every article of the
-- page's documents (up to ~8,000 articles, ~10 MB of text at 100× the corpus).
CREATE VIRTUAL TABLE articles_substring USING fts5(
  heading, text_en, search_ar,
  content='articles', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER articles_substring_ai AFTER INSERT ON articles BEGIN
  INSERT INTO articles_substring(rowid, heading, text_en, search_ar) VALUES (new.id, new.heading, new.text_en, new.search_ar);
END;
--> statement-breakpoint
CREATE TRIGGER articles_substring_ad AFTER DELETE ON articles BEGIN
  INSERT INTO articles_substring(articles_substring, rowid, heading, text_en, search_ar) VALUES ('delete', old.id, old.heading, old.text_en, old.search_ar);
END;
--> statement-breakpoint
CREATE TRIGGER articles_substring_au AFTER UPDATE OF heading, text_en, search_ar ON articles BEGIN
  INSERT INTO articles_substring(articles_substring, rowid, heading, text_en, search_ar) VALUES ('delete', old.id, old.heading, old.text_en, old.search_ar);
  INSERT INTO articles_substring(rowid, heading, text_en, search_ar) VALUES (new.id, new.heading, new.text_en, new.search_ar);
END;
--> statement-breakpoint
-- Articles already loaded before this migration.
INSERT INTO articles_substring(articles_substring) VALUES ('rebuild');
