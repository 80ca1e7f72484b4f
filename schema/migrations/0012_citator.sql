CREATE TABLE `legislation_references` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_legislation_id` integer NOT NULL,
	`from_article` text,
	`to_legislation_id` integer,
	`to_article` text,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`instrument_text` text,
	`language` text,
	`span_start` integer,
	`span_end` integer,
	`source` text NOT NULL,
	FOREIGN KEY (`from_legislation_id`) REFERENCES `legislation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_legislation_id`) REFERENCES `legislation`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `legislation_references_from_idx` ON `legislation_references` (`from_legislation_id`,`from_article`);--> statement-breakpoint
CREATE INDEX `legislation_references_to_idx` ON `legislation_references` (`to_legislation_id`,`to_article`);