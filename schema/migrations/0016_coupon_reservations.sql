CREATE TABLE `coupon_reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`coupon_code` text NOT NULL,
	`user_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`reserved_until` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_reservations_subscription_id_unique` ON `coupon_reservations` (`subscription_id`);--> statement-breakpoint
CREATE INDEX `coupon_reservations_code_idx` ON `coupon_reservations` (`provider`,`coupon_code`,`reserved_until`);