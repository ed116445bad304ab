CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text DEFAULT 'other' NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `documents_user_created_idx` ON `documents` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `documents_user_sha256_idx` ON `documents` (`user_id`,`sha256`);--> statement-breakpoint
CREATE INDEX `documents_pending_idx` ON `documents` (`created_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `job_documents` (
	`job_id` text NOT NULL,
	`document_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	PRIMARY KEY(`job_id`, `document_id`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_documents_document_idx` ON `job_documents` (`document_id`);--> statement-breakpoint
ALTER TABLE `user_counters` ADD `documents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_counters` ADD `document_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Documents are counted like jobs and contacts (docs/decisions/020): the INSERT of a pending row reserves
-- its bytes in the same statement, a DELETE (a failed write, a removed file, a cascade) gives them back.
-- A document's size never changes, so no UPDATE trigger is needed.
CREATE TRIGGER documents_counters_ai AFTER INSERT ON documents BEGIN
  UPDATE user_counters SET documents = documents + 1, document_bytes = document_bytes + NEW.size
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER documents_counters_ad AFTER DELETE ON documents BEGIN
  UPDATE user_counters SET documents = documents - 1, document_bytes = document_bytes - OLD.size
  WHERE user_id = OLD.user_id;
END;
