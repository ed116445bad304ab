-- Rebuilt so a deleted account leaves its payment records (user_id becomes NULL; decision 017).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`plan_id` text NOT NULL,
	`order_id` text NOT NULL,
	`payment_link_id` text,
	`payment_id` text,
	`razorpay_signature` text,
	`amount` real NOT NULL,
	`currency` text DEFAULT 'INR' NOT NULL,
	`status` text DEFAULT 'initiated' NOT NULL,
	`billing_type` text NOT NULL,
	`billing_name` text DEFAULT '' NOT NULL,
	`billing_email` text DEFAULT '' NOT NULL,
	`start_date` integer,
	`end_date` integer,
	`receipt` text,
	`notes` text,
	`payment_method` text,
	`renewal_reminded_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_transactions`("id", "user_id", "plan_id", "order_id", "payment_link_id", "payment_id", "razorpay_signature", "amount", "currency", "status", "billing_type", "billing_name", "billing_email", "start_date", "end_date", "receipt", "notes", "payment_method", "renewal_reminded_at", "created_at", "updated_at") SELECT "id", "user_id", "plan_id", "order_id", NULL, "payment_id", "razorpay_signature", "amount", "currency", "status", "billing_type", "billing_name", "billing_email", "start_date", "end_date", "receipt", "notes", "payment_method", NULL, "created_at", "updated_at" FROM `transactions`;--> statement-breakpoint
DROP TABLE `transactions`;--> statement-breakpoint
ALTER TABLE `__new_transactions` RENAME TO `transactions`;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_order_idx` ON `transactions` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_payment_link_idx` ON `transactions` (`payment_link_id`);--> statement-breakpoint
CREATE INDEX `transactions_user_created_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_user_plan_status_idx` ON `transactions` (`user_id`,`plan_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_status_end_idx` ON `transactions` (`status`,`end_date`);--> statement-breakpoint
ALTER TABLE `users` ADD `plan_ends_at` integer;--> statement-breakpoint
-- Paid users keep the end of their current period on their own row (the newest completed transaction for
-- their plan); free users have none.
UPDATE `users` SET `plan_ends_at` = (
  SELECT t.`end_date` FROM `transactions` t
  WHERE t.`user_id` = `users`.`id` AND t.`plan_id` = `users`.`current_plan_id` AND t.`status` = 'completed'
  ORDER BY t.`created_at` DESC LIMIT 1
) WHERE `current_plan_id` IN (SELECT `id` FROM `plans` WHERE `name` <> 'free');
