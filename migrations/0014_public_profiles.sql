-- The public profile (issue 23, docs/decisions/035-public-profiles.md): one row per user who set one up.
-- `handle` is stored lower-cased, so the unique index makes it unique case-insensitively; changing it
-- frees the old one. `version` moves on every save: it is part of the edge cache's key for /u/:handle.
-- The weekly activity reads the existing job_application_months rollup (migration 0007); no new rollup.
CREATE TABLE `public_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`handle` text NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`show_name` integer DEFAULT true NOT NULL,
	`headline` text DEFAULT '' NOT NULL,
	`target_roles` text DEFAULT '[]' NOT NULL,
	`locations` text DEFAULT '[]' NOT NULL,
	`open_to_work` integer DEFAULT false NOT NULL,
	`show_progress` integer DEFAULT true NOT NULL,
	`show_companies` integer DEFAULT false NOT NULL,
	`allow_indexing` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `public_profiles_handle_unique` ON `public_profiles` (`handle`);
