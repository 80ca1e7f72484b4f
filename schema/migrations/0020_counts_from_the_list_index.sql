-- The list index gains word_count: the counts of records and of records with text, which every list answers with,
-- come from the index alone instead of reading one row (a page) per record (issue 26 item 7).
DROP INDEX `legislation_list_idx`;--> statement-breakpoint
CREATE INDEX `legislation_list_idx` ON `legislation` (`tax_category`,("issue_date_actual" IS NULL),"issue_date_actual" DESC,`title`,`chapter`,`status`,`legislation`,`word_count`);