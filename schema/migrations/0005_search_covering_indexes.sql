DROP INDEX `articles_doc_ordinal_idx`;--> statement-breakpoint
CREATE INDEX `articles_doc_outline_idx` ON `articles` (`legislation_id`,`ordinal`,`number`,`heading`);--> statement-breakpoint
DROP INDEX `legislation_tax_category_idx`;--> statement-breakpoint
CREATE INDEX `legislation_list_idx` ON `legislation` (`tax_category`,("issue_date_actual" IS NULL),"issue_date_actual" DESC,`title`,`chapter`,`status`,`legislation`);