CREATE TABLE `credit_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`credit` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_holds_user_idx` ON `credit_holds` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `test_card_objects` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`customer_id` text NOT NULL,
	`client_secret` text,
	`status` text NOT NULL,
	`payment_method_id` text,
	`card_brand` text,
	`card_last4` text,
	`exp_month` integer,
	`exp_year` integer,
	`behaviour` text,
	`amount_fils` integer,
	`idempotency_key` text,
	`error_code` text,
	`error_message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_card_objects_idempotency_key_unique` ON `test_card_objects` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `test_card_objects_customer_idx` ON `test_card_objects` (`customer_id`,`kind`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `payment_method_brand` text;--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `payment_method_last4` text;--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `payment_method_exp_month` integer;--> statement-breakpoint
ALTER TABLE `billing_accounts` ADD `payment_method_exp_year` integer;--> statement-breakpoint
ALTER TABLE `billing_accounts` DROP COLUMN `payment_method_label`;--> statement-breakpoint
-- Nothing ever wrote an invoice before this migration (billing was not live), so the table is
-- rebuilt rather than altered: SQLite cannot add the NOT NULL claim_token column to it.
DROP TABLE `invoices`;--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`period` text NOT NULL,
	`total_fils` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`reason` text NOT NULL,
	`claim_token` text NOT NULL,
	`provider` text,
	`provider_payment_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`charging_since` integer,
	`failure_code` text,
	`failure_message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`paid_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_claim_token_unique` ON `invoices` (`claim_token`);--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_monthly_once_idx` ON `invoices` (`user_id`,`period`) WHERE reason = 'monthly';--> statement-breakpoint
ALTER TABLE `usage_events` ADD `credit` text;--> statement-breakpoint
ALTER TABLE `usage_events` ADD `message_id` integer REFERENCES messages(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `usage_events_invoice_idx` ON `usage_events` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `usage_events_uninvoiced_idx` ON `usage_events` (`user_id`,`created_at`) WHERE invoice_id IS NULL AND price_fils > 0;