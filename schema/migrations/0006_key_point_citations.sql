-- The articles each record's key points cite, derived from legislation.key_points by the seed
-- (docs/decisions/006-retrieval.md). Retrieval finds the best documents and brings the articles
-- their key points cite into the candidate pool in one statement, instead of a second round trip.
CREATE TABLE `key_point_citations` (
	`legislation_id` integer NOT NULL,
	`article_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`legislation_id`, `article_id`),
	FOREIGN KEY (`legislation_id`) REFERENCES `legislation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
