-- One row per import; the rows an import created carry its id, so it can be undone for a day
-- (docs/decisions/040-one-writer-per-table-and-import-runs.md). Columns are added, never rebuilt: a
-- rebuild would drop the counter, search and status-history triggers of jobs, contacts and tasks.
CREATE TABLE `import_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`upload_id` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`undone_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_runs_user_upload_unique` ON `import_runs` (`user_id`,`upload_id`);
--> statement-breakpoint
ALTER TABLE `jobs` ADD `import_run_id` text;
--> statement-breakpoint
ALTER TABLE `contacts` ADD `import_run_id` text;
--> statement-breakpoint
ALTER TABLE `tasks` ADD `import_run_id` text;
--> statement-breakpoint
CREATE INDEX `jobs_import_run_idx` ON `jobs` (`import_run_id`) WHERE "jobs"."import_run_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `contacts_import_run_idx` ON `contacts` (`import_run_id`) WHERE "contacts"."import_run_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `tasks_import_run_idx` ON `tasks` (`import_run_id`) WHERE "tasks"."import_run_id" IS NOT NULL;
