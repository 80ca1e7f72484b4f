CREATE TABLE `legislation_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`legislation_id` integer NOT NULL,
	`user_id` integer,
	`user_email` text NOT NULL,
	`action` text NOT NULL,
	`field` text NOT NULL,
	`old_value` text,
	`new_value` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`legislation_id`) REFERENCES `legislation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `legislation_audit_record_idx` ON `legislation_audit` (`legislation_id`,`id`);