-- Issue 22: the export reads a job's interviews in the jobs' own order (owner, created, id) by a keyset of
-- their own, merged with the jobs' pages, instead of probing the interviews index once per job (a probe
-- that finds nothing still costs a row read). An interview carries its job's `created_at`, kept by the
-- triggers below whatever writes the row (the API, the import, the seed scripts), and an index orders the
-- owner's interviews as the jobs are ordered. Decision 033.
ALTER TABLE `interviews` ADD `job_created_at` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `interviews` SET `job_created_at` = (SELECT `created_at` FROM `jobs` WHERE `jobs`.`id` = `interviews`.`job_id`);
--> statement-breakpoint
CREATE INDEX `interviews_user_job_created_idx` ON `interviews` (`user_id`,`job_created_at`,`job_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE TRIGGER interviews_job_created_ai AFTER INSERT ON interviews BEGIN
  UPDATE interviews SET job_created_at = (SELECT created_at FROM jobs WHERE jobs.id = NEW.job_id) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER interviews_job_created_au AFTER UPDATE OF job_id ON interviews BEGIN
  UPDATE interviews SET job_created_at = (SELECT created_at FROM jobs WHERE jobs.id = NEW.job_id) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_interviews_created_au AFTER UPDATE OF created_at ON jobs BEGIN
  UPDATE interviews SET job_created_at = NEW.created_at WHERE job_id = NEW.id;
END;
