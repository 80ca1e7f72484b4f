-- The counts every list answers with come from indexes alone instead of one row (a page) per record (issue 26
-- item 7): the collection's from a narrow index, a filtered listing's from the list index, which gains word_count.
DROP INDEX `legislation_list_idx`;--> statement-breakpoint
CREATE INDEX `legislation_counts_idx` ON `legislation` (`tax_category`,`word_count`);--> statement-breakpoint
CREATE INDEX `legislation_list_idx` ON `legislation` (`tax_category`,("issue_date_actual" IS NULL),"issue_date_actual" DESC,`title`,`chapter`,`status`,`legislation`,`word_count`);