-- Issue 34 (docs/decisions/057): one offer per application, as its letter states it. `data` is the JSON of
-- core/offers/offer.ts `Offer` (read back through `offerSchema`); the currency and deadline are columns of
-- their own for the /offers list and the deadline reminders.
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`job_id` text NOT NULL,
	`data` text NOT NULL,
	`currency` text NOT NULL,
	`deadline` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `offers_job_idx` ON `offers` (`job_id`);--> statement-breakpoint
CREATE INDEX `offers_user_deadline_idx` ON `offers` (`user_id`,`deadline`,`id`);
