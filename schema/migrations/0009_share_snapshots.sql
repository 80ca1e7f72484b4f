ALTER TABLE `shares` ADD `last_message_id` integer;--> statement-breakpoint
ALTER TABLE `shares` ADD `revoked_at` text;--> statement-breakpoint
CREATE INDEX `shares_user_idx` ON `shares` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shares_live_snapshot_idx` ON `shares` (`chat_id`,`last_message_id`) WHERE "shares"."revoked" = 0;