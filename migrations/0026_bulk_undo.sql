-- Issue 31: the undo of a bulk status change or delete, for 10 seconds (docs/decisions/047). One row per
-- undoable bulk action (its id is the token the Undo form posts), owned by the user who made it; its
-- snapshot (the jobs' previous statuses, or every row the delete removed) is JSON in parts of at most
-- 800 KB, a D1 value's limit being 2 MB. The undo deletes its row; the daily housekeeping deletes the
-- expired ones, and the documents sweep keeps the objects of files a live delete undo may bring back.
CREATE TABLE `bulk_undos` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`count` integer NOT NULL,
	`document_ids` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bulk_undos_expires_idx` ON `bulk_undos` (`expires_at`);
--> statement-breakpoint
CREATE INDEX `bulk_undos_user_idx` ON `bulk_undos` (`user_id`);
--> statement-breakpoint
CREATE TABLE `bulk_undo_parts` (
	`undo_id` text NOT NULL,
	`seq` integer NOT NULL,
	`payload` text NOT NULL,
	PRIMARY KEY(`undo_id`, `seq`),
	FOREIGN KEY (`undo_id`) REFERENCES `bulk_undos`(`id`) ON UPDATE no action ON DELETE cascade
);
