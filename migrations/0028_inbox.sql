-- Forward to track (issue 32), written by hand. Each user may turn on one private forwarding address
-- `<secret>@<inbound domain>`. The secret is not stored: it is derived from a server key and the row's random
-- `nonce` (so the screens can show it again), and looked up by its SHA-256 (`secret_hash`); regenerating
-- draws a new nonce, which kills the old address at once. `day`/`day_count`/`refused_count` are the
-- daily cap's counter (UTC day). Messages keep only what the inbox shows (never the raw message), for 30 days.
CREATE TABLE `inbox_addresses` (
	`user_id` text PRIMARY KEY NOT NULL,
	`nonce` text NOT NULL,
	`secret_hash` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`auto_apply` text DEFAULT '[]' NOT NULL,
	`day` text DEFAULT '' NOT NULL,
	`day_count` integer DEFAULT 0 NOT NULL,
	`refused_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_addresses_secret_hash_unique` ON `inbox_addresses` (`secret_hash`);--> statement-breakpoint
CREATE TABLE `inbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`message_id` text NOT NULL,
	`received_at` integer NOT NULL,
	`sender_address` text DEFAULT '' NOT NULL,
	`sender_name` text DEFAULT '' NOT NULL,
	`forwarded_by` text DEFAULT '' NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`sent_at` integer,
	`body_text` text DEFAULT '' NOT NULL,
	`auth_results` text,
	`kind` text NOT NULL,
	`evidence` text DEFAULT '' NOT NULL,
	`fields` text DEFAULT '{}' NOT NULL,
	`job_id` text,
	`proposal` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`auto` integer DEFAULT false NOT NULL,
	`applied_at` integer,
	`undo` text,
	`confirmation` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_messages_user_message_idx` ON `inbox_messages` (`user_id`,`message_id`);--> statement-breakpoint
CREATE INDEX `inbox_messages_user_received_idx` ON `inbox_messages` (`user_id`,`received_at`,`id`);--> statement-breakpoint
CREATE INDEX `inbox_messages_user_pending_idx` ON `inbox_messages` (`user_id`,`received_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `inbox_messages_received_idx` ON `inbox_messages` (`received_at`);--> statement-breakpoint
CREATE INDEX `inbox_messages_job_idx` ON `inbox_messages` (`job_id`) WHERE job_id IS NOT NULL;
