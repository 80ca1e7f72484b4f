-- Deleting a user keeps their invoices and the usage events that are the invoices' lines:
-- financial records are retained, anonymised (user_id becomes NULL). SQLite cannot change a
-- column's NOT NULL or foreign-key action in place, so both tables are rebuilt with their data.
-- D1 runs a migration inside a transaction, where PRAGMA foreign_keys cannot be switched off:
-- the checks are deferred to the commit instead, by which time every reference resolves again.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_invoices`("id", "user_id", "period", "total_fils", "status", "reason", "claim_token", "provider", "provider_payment_id", "attempts", "charging_since", "failure_code", "failure_message", "created_at", "updated_at", "paid_at") SELECT "id", "user_id", "period", "total_fils", "status", "reason", "claim_token", "provider", "provider_payment_id", "attempts", "charging_since", "failure_code", "failure_message", "created_at", "updated_at", "paid_at" FROM `invoices`;--> statement-breakpoint
DROP TABLE `invoices`;--> statement-breakpoint
ALTER TABLE `__new_invoices` RENAME TO `invoices`;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_claim_token_unique` ON `invoices` (`claim_token`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_monthly_once_idx` ON `invoices` (`user_id`,`period`) WHERE reason = 'monthly';--> statement-breakpoint
CREATE TABLE `__new_usage_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`price_fils` integer NOT NULL,
	`credit` text,
	`idempotency_key` text NOT NULL,
	`chat_id` integer,
	`message_id` integer,
	`invoice_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_usage_events`("id", "user_id", "kind", "price_fils", "credit", "idempotency_key", "chat_id", "message_id", "invoice_id", "created_at") SELECT "id", "user_id", "kind", "price_fils", "credit", "idempotency_key", "chat_id", "message_id", "invoice_id", "created_at" FROM `usage_events`;--> statement-breakpoint
DROP TABLE `usage_events`;--> statement-breakpoint
ALTER TABLE `__new_usage_events` RENAME TO `usage_events`;--> statement-breakpoint
CREATE UNIQUE INDEX `usage_events_idempotency_key_unique` ON `usage_events` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `usage_events_user_idx` ON `usage_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `usage_events_invoice_idx` ON `usage_events` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `usage_events_uninvoiced_idx` ON `usage_events` (`user_id`,`created_at`) WHERE invoice_id IS NULL AND price_fils > 0;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
