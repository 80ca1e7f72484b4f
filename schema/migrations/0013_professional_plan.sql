CREATE TABLE `coupon_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coupon_code` text NOT NULL,
	`customer_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`coupon_code`) REFERENCES `coupons`(`code`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_redemptions_subscription_id_unique` ON `coupon_redemptions` (`subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_redemptions_customer_idx` ON `coupon_redemptions` (`coupon_code`,`customer_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`percent_off` integer,
	`amount_off_fils` integer,
	`duration` text NOT NULL,
	`duration_in_months` integer,
	`expires_at` integer,
	`max_redemptions` integer,
	`times_redeemed` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK(("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off_fils" IS NULL)),
	CONSTRAINT "coupons_percent_range" CHECK("coupons"."percent_off" IS NULL OR "coupons"."percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_amount_positive" CHECK("coupons"."amount_off_fils" IS NULL OR "coupons"."amount_off_fils" > 0),
	CONSTRAINT "coupons_repeating_months" CHECK(("coupons"."duration" = 'repeating') = ("coupons"."duration_in_months" IS NOT NULL AND "coupons"."duration_in_months" > 0))
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_subscription_id` text,
	`provider_customer_id` text NOT NULL,
	`status` text NOT NULL,
	`coupon_code` text,
	`current_period_start` integer,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`canceled_at` integer,
	`ended_at` integer,
	`card_brand` text,
	`card_last4` text,
	`fallback_plan` text DEFAULT 'free' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_provider_subscription_id_unique` ON `subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_one_live_idx` ON `subscriptions` (`user_id`) WHERE status IN ('pending', 'incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused');--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_idx` ON `subscriptions` (`status`,`current_period_end`);--> statement-breakpoint
CREATE TABLE `test_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`price_fils` integer NOT NULL,
	`coupon_code` text,
	`percent_off` integer,
	`amount_off_fils` integer,
	`duration` text,
	`duration_in_months` integer,
	`anchor` integer NOT NULL,
	`period` integer DEFAULT 1 NOT NULL,
	`unpaid_period` integer,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`canceled_at` integer,
	`ended_at` integer,
	`payment_method_id` text,
	`client_secret` text NOT NULL,
	`first_invoice_fils` integer NOT NULL,
	`app_ref` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_subscriptions_client_secret_unique` ON `test_subscriptions` (`client_secret`);--> statement-breakpoint
CREATE INDEX `test_subscriptions_customer_idx` ON `test_subscriptions` (`customer_id`);