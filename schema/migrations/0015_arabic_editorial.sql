ALTER TABLE `legislation` ADD `summary_ar` text;--> statement-breakpoint
ALTER TABLE `legislation` ADD `key_points_ar` text;