-- The applications board (issue 31, docs/decisions/046-board.md): each card's place in its column
-- (`board_rank`, a rank key of core/rank-keys.ts, smallest at the top), when it entered its current status
-- (`stage_since`, for "days in this stage"), and the view of /applications each user last picked.
ALTER TABLE `jobs` ADD `board_rank` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `stage_since` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `applications_view` text DEFAULT 'list' NOT NULL;--> statement-breakpoint
-- Existing cards: newest first in each column (the list's default order), keyed as a new job is; in the
-- current status since the last status change the history recorded (its creation for most).
UPDATE `jobs` SET
  `board_rank` = printf('%013d', 9999999999999 - `created_at`) || `id`,
  `stage_since` = COALESCE((SELECT max(h.`at`) FROM `job_status_history` h WHERE h.`job_id` = `jobs`.`id`), `created_at`);--> statement-breakpoint
CREATE INDEX `jobs_user_status_rank_idx` ON `jobs` (`user_id`,`status`,`board_rank`,`id`);--> statement-breakpoint
-- The board's cards show the next interview or task due among the user's nearest ones: the open tasks
-- of an application, by due date.
CREATE INDEX `tasks_user_open_job_due_idx` ON `tasks` (`user_id`,`due_date`) WHERE status IN ('pending', 'in-progress') AND related_job_id IS NOT NULL;--> statement-breakpoint
-- A status change by any path (the form, the API, a bulk change, an import's update, an interview added
-- or removed) puts the card at the top of its new column at the change's time, unless the same
-- statement placed it itself (a move: its rank changed too; a bulk change's undo: its rank and its
-- stage's start put back). The time is the one the history records.
CREATE TRIGGER `jobs_board_status_au` AFTER UPDATE OF `status` ON `jobs` WHEN NEW.`status` IS NOT OLD.`status` BEGIN
  UPDATE `jobs` SET
    `stage_since` = CASE WHEN NEW.`stage_since` IS NOT OLD.`stage_since` THEN NEW.`stage_since`
      WHEN NEW.`updated_at` IS NOT OLD.`updated_at` THEN NEW.`updated_at` ELSE CAST(unixepoch('subsec') * 1000 AS INTEGER) END,
    `board_rank` = CASE WHEN NEW.`board_rank` IS NOT OLD.`board_rank` THEN NEW.`board_rank`
      ELSE printf('%013d', 9999999999999 - CASE WHEN NEW.`updated_at` IS NOT OLD.`updated_at` THEN NEW.`updated_at` ELSE CAST(unixepoch('subsec') * 1000 AS INTEGER) END) || NEW.`id` END
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
-- The domain's one INSERT (writes.server.ts) keys every new job itself; a row inserted without a key
-- (seeding scripts, benchmarks) is keyed here the same way.
CREATE TRIGGER `jobs_board_ai` AFTER INSERT ON `jobs` WHEN NEW.`board_rank` = '' BEGIN
  UPDATE `jobs` SET `board_rank` = printf('%013d', 9999999999999 - NEW.`created_at`) || NEW.`id`, `stage_since` = NEW.`created_at`
  WHERE `id` = NEW.`id`;
END;
