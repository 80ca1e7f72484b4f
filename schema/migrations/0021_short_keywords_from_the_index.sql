-- Two-character keywords from the indexes instead of a scan of every text (issue 26 item 7; decision 008, "Short
-- keywords"). The trigram index holds every occurrence of two characters that some character follows, as a trigram
-- starting with them: its vocabulary gives those trigrams. An occurrence that ends its text has no such trigram; the
-- last two characters of each indexed text, folded as LIKE folds, are indexed for it. (drizzle-kit writes expression
-- indexes with a comma in them wrongly: these statements are written by hand, and schema/db.ts declares the same.)
CREATE VIRTUAL TABLE legislation_search_vocab USING fts5vocab(legislation_search, 'row');--> statement-breakpoint
CREATE INDEX `legislation_title_end_idx` ON `legislation` (lower(substr("title", -2)));--> statement-breakpoint
CREATE INDEX `legislation_summary_end_idx` ON `legislation` (lower(substr("summary", -2)));--> statement-breakpoint
CREATE INDEX `legislation_original_text_end_idx` ON `legislation` (lower(substr("original_text", -2)));--> statement-breakpoint
CREATE INDEX `legislation_original_text_continued_end_idx` ON `legislation` (lower(substr("original_text_continued", -2)));--> statement-breakpoint
CREATE INDEX `legislation_search_ar_end_idx` ON `legislation` (lower(substr("search_ar", -2)));
