-- Long texts last, again (as 0002). 0015 added summary_ar and key_points_ar with ADD COLUMN, which appends: they sat
-- behind the five long texts, so every list row (the public list reads summary_ar) walked the overflow chains of
-- original_text, original_text_continued, original_text_ar, markdown and search_ar to reach them. A keyword search at
-- 100x (100 rows a page, each text tens of kB) read every listed document in full again: p95 34 ms before 0015, 52-165 ms
-- after. Moving the long texts behind them puts the list's columns back on the first page of each row.
-- Same steps as 0002: ADD COLUMN + copy + DROP COLUMN + RENAME COLUMN rewrites the rows in place (no table drop, so the
-- foreign keys of articles and chats never fire). The keyword index's triggers name these columns and are recreated
-- unchanged; the legislation_fts triggers name none of them and stay.
DROP TRIGGER legislation_search_ai;
--> statement-breakpoint
DROP TRIGGER legislation_search_ad;
--> statement-breakpoint
DROP TRIGGER legislation_search_au;
--> statement-breakpoint
ALTER TABLE legislation ADD COLUMN original_text_moved text;
--> statement-breakpoint
ALTER TABLE legislation ADD COLUMN original_text_continued_moved text;
--> statement-breakpoint
ALTER TABLE legislation ADD COLUMN original_text_ar_moved text;
--> statement-breakpoint
ALTER TABLE legislation ADD COLUMN markdown_moved text;
--> statement-breakpoint
ALTER TABLE legislation ADD COLUMN search_ar_moved text;
--> statement-breakpoint
UPDATE legislation SET original_text_moved = original_text, original_text_continued_moved = original_text_continued, original_text_ar_moved = original_text_ar, markdown_moved = markdown, search_ar_moved = search_ar;
--> statement-breakpoint
ALTER TABLE legislation DROP COLUMN original_text;
--> statement-breakpoint
ALTER TABLE legislation DROP COLUMN original_text_continued;
--> statement-breakpoint
ALTER TABLE legislation DROP COLUMN original_text_ar;
--> statement-breakpoint
ALTER TABLE legislation DROP COLUMN markdown;
--> statement-breakpoint
ALTER TABLE legislation DROP COLUMN search_ar;
--> statement-breakpoint
ALTER TABLE legislation RENAME COLUMN original_text_moved TO original_text;
--> statement-breakpoint
ALTER TABLE legislation RENAME COLUMN original_text_continued_moved TO original_text_continued;
--> statement-breakpoint
ALTER TABLE legislation RENAME COLUMN original_text_ar_moved TO original_text_ar;
--> statement-breakpoint
ALTER TABLE legislation RENAME COLUMN markdown_moved TO markdown;
--> statement-breakpoint
ALTER TABLE legislation RENAME COLUMN search_ar_moved TO search_ar;
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
