-- Issue 35 (docs/decisions/060-web-push.md): reminders as Web Push. One row per browser a user turned push on
-- in (the push service's endpoint is unique: a browser that subscribes again under another account moves to it),
-- with the subscription's keys (RFC 8291) and how its last pushes went; a 404/410 from the push service deletes it.
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`device_label` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`last_success_at` integer,
	`failure_count` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer,
	`last_failure` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
-- What each reminder has reached, per channel: `target` is 'email' or a push subscription's id. A message the
-- queue delivers again (a retry after one device's 429, a duplicate) sends only to what is not listed here.
-- Kept a week (housekeeping): the queue gives up on a message long before.
CREATE TABLE `reminder_deliveries` (
	`user_id` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`target` text NOT NULL,
	`delivered_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `dedupe_key`, `target`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `reminder_deliveries_delivered_idx` ON `reminder_deliveries` (`delivered_at`);
