-- Issue 33 (docs/decisions/053-055): the text of each stored document (extracted off the request path from
-- PDF, DOCX or plain text, or corrected by its owner), the resume a user matches against by default, each
-- application's source, its stored match score, and which documents went with it when it was applied for.
-- `text_status`: pending (not read yet) | done | empty (no text layer: a scan) | failed | unsupported.
ALTER TABLE `documents` ADD `text` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `text_status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `text_edited` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `text_truncated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `text_at` integer;--> statement-breakpoint
CREATE INDEX `documents_text_pending_idx` ON `documents` (`created_at`,`id`) WHERE text_status = 'pending' AND status = 'ready';--> statement-breakpoint
ALTER TABLE `users` ADD `default_resume_id` text REFERENCES documents(id) ON DELETE SET NULL;--> statement-breakpoint
-- '' = not recorded; otherwise one of core/enums.ts JOB_SOURCES.
ALTER TABLE `jobs` ADD `source` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- 0-100, NULL when there is nothing to match (no description, or no resume with text).
ALTER TABLE `jobs` ADD `match_score` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `match_document_id` text;--> statement-breakpoint
-- What the stored score was computed from (engine version, description and resume text hashes): a write
-- that changes one of them recomputes it.
ALTER TABLE `jobs` ADD `match_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `jobs_user_match_idx` ON `jobs` (`user_id`,`match_score`,`id`);--> statement-breakpoint
-- The documents attached when an application moved to applied, by content: a later edit of a resume is a
-- new version (its SHA-256), and the record stays when the document itself is deleted.
CREATE TABLE `job_applied_documents` (
	`job_id` text NOT NULL,
	`user_id` text NOT NULL,
	`document_id` text,
	`sha256` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`recorded_at` integer NOT NULL,
	PRIMARY KEY(`job_id`, `sha256`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `job_applied_documents_user_idx` ON `job_applied_documents` (`user_id`,`sha256`);
