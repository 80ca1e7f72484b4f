CREATE TABLE `sign_in_clients` (
	`user_id` integer NOT NULL,
	`client` text NOT NULL,
	`last_sign_in_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `client`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_in_clients_last_idx` ON `sign_in_clients` (`last_sign_in_at`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `blocked_until` integer DEFAULT 0 NOT NULL;