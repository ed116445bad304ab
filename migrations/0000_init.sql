CREATE TABLE `contact_jobs` (
	`contact_id` text NOT NULL,
	`job_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	PRIMARY KEY(`contact_id`, `job_id`),
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_jobs_job_idx` ON `contact_jobs` (`job_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'unread' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`position` text DEFAULT '' NOT NULL,
	`linked_in` text DEFAULT '' NOT NULL,
	`relationship` text DEFAULT 'other' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`follow_up_date` integer,
	`last_contact_date` integer,
	`favorite` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contacts_user_created_idx` ON `contacts` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_user_name_idx` ON `contacts` (`user_id`,`name`);--> statement-breakpoint
CREATE INDEX `contacts_user_company_idx` ON `contacts` (`user_id`,`company`);--> statement-breakpoint
CREATE INDEX `contacts_user_relationship_idx` ON `contacts` (`user_id`,`relationship`);--> statement-breakpoint
CREATE INDEX `contacts_user_favorite_idx` ON `contacts` (`user_id`,`favorite`);--> statement-breakpoint
CREATE INDEX `contacts_user_last_contact_idx` ON `contacts` (`user_id`,`last_contact_date`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`status` text NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `interactions` (
	`id` text PRIMARY KEY NOT NULL,
	`contact_id` text NOT NULL,
	`user_id` text NOT NULL,
	`date` integer NOT NULL,
	`method` text DEFAULT 'other' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `interactions_contact_idx` ON `interactions` (`contact_id`,`date`);--> statement-breakpoint
CREATE TABLE `interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`user_id` text NOT NULL,
	`date` integer NOT NULL,
	`interview_type` text DEFAULT 'phone' NOT NULL,
	`with_person` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`follow_up_date` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `interviews_job_idx` ON `interviews` (`job_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `interviews_user_date_idx` ON `interviews` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company` text NOT NULL,
	`position` text NOT NULL,
	`status` text DEFAULT 'applied' NOT NULL,
	`job_type` text DEFAULT 'full-time' NOT NULL,
	`job_location` text DEFAULT 'remote' NOT NULL,
	`job_description` text DEFAULT '' NOT NULL,
	`job_url` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`feedback_received` text DEFAULT '' NOT NULL,
	`salary_min` real DEFAULT 0 NOT NULL,
	`salary_max` real DEFAULT 0 NOT NULL,
	`salary_currency` text DEFAULT 'INR' NOT NULL,
	`application_date` integer NOT NULL,
	`contact_person_id` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`priority_rank` integer DEFAULT 2 NOT NULL,
	`favorite` integer DEFAULT false NOT NULL,
	`resume` text DEFAULT '' NOT NULL,
	`cover_letter` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_person_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `jobs_user_created_idx` ON `jobs` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_user_status_idx` ON `jobs` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_user_type_idx` ON `jobs` (`user_id`,`job_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_user_favorite_idx` ON `jobs` (`user_id`,`favorite`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_user_company_idx` ON `jobs` (`user_id`,`company`);--> statement-breakpoint
CREATE INDEX `jobs_user_application_date_idx` ON `jobs` (`user_id`,`application_date`);--> statement-breakpoint
CREATE INDEX `jobs_user_priority_idx` ON `jobs` (`user_id`,`priority_rank`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_contact_person_idx` ON `jobs` (`contact_person_id`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_user_id_unique` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_monthly` integer DEFAULT 0 NOT NULL,
	`price_yearly` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'INR' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`limit_job_applications` integer DEFAULT -1 NOT NULL,
	`limit_contacts` integer DEFAULT -1 NOT NULL,
	`limit_documents` integer DEFAULT -1 NOT NULL,
	`limit_document_storage` integer DEFAULT -1 NOT NULL,
	`public_profile` integer DEFAULT false NOT NULL,
	`advanced_analytics` integer DEFAULT false NOT NULL,
	`export_data` integer DEFAULT false NOT NULL,
	`priority_support` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plans_name_unique` ON `plans` (`name`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`secret_hash` text,
	`persistent` integer DEFAULT false NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`priority_rank` integer DEFAULT 2 NOT NULL,
	`category` text DEFAULT 'other' NOT NULL,
	`due_date` integer,
	`reminder` integer,
	`related_job_id` text,
	`related_contact_id` text,
	`completed_at` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`related_job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`related_contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tasks_user_created_idx` ON `tasks` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_status_due_idx` ON `tasks` (`user_id`,`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `tasks_user_due_idx` ON `tasks` (`user_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `tasks_user_priority_idx` ON `tasks` (`user_id`,`priority_rank`);--> statement-breakpoint
CREATE INDEX `tasks_user_category_idx` ON `tasks` (`user_id`,`category`);--> statement-breakpoint
CREATE INDEX `tasks_related_job_idx` ON `tasks` (`related_job_id`);--> statement-breakpoint
CREATE INDEX `tasks_related_contact_idx` ON `tasks` (`related_contact_id`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`order_id` text NOT NULL,
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
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_order_idx` ON `transactions` (`order_id`);--> statement-breakpoint
CREATE INDEX `transactions_user_created_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_user_plan_status_idx` ON `transactions` (`user_id`,`plan_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_status_end_idx` ON `transactions` (`status`,`end_date`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`current_plan_id` text NOT NULL,
	`time_zone` text DEFAULT 'Asia/Kolkata' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`last_login` integer,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`current_plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_current_plan_idx` ON `users` (`current_plan_id`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
