CREATE TABLE `job_application_months` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`days` text DEFAULT '{}' NOT NULL,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_counters` (
	`user_id` text PRIMARY KEY NOT NULL,
	`jobs_applied` integer DEFAULT 0 NOT NULL,
	`jobs_screening` integer DEFAULT 0 NOT NULL,
	`jobs_interview` integer DEFAULT 0 NOT NULL,
	`jobs_offer` integer DEFAULT 0 NOT NULL,
	`jobs_rejected` integer DEFAULT 0 NOT NULL,
	`jobs_withdrawn` integer DEFAULT 0 NOT NULL,
	`jobs_saved` integer DEFAULT 0 NOT NULL,
	`jobs_full_time` integer DEFAULT 0 NOT NULL,
	`jobs_part_time` integer DEFAULT 0 NOT NULL,
	`jobs_contract` integer DEFAULT 0 NOT NULL,
	`jobs_internship` integer DEFAULT 0 NOT NULL,
	`jobs_remote` integer DEFAULT 0 NOT NULL,
	`jobs_other` integer DEFAULT 0 NOT NULL,
	`jobs_favorite` integer DEFAULT 0 NOT NULL,
	`contacts` integer DEFAULT 0 NOT NULL,
	`tasks_pending` integer DEFAULT 0 NOT NULL,
	`tasks_in_progress` integer DEFAULT 0 NOT NULL,
	`tasks_completed` integer DEFAULT 0 NOT NULL,
	`tasks_cancelled` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Counters kept by triggers (docs/decisions/020): every write path, cascades included, moves them in the
-- statement that changes the rows. Rows only ever UPDATE a counter row (created with its user), so the
-- cascades of an account deletion never re-create one.
CREATE TRIGGER users_counters_ai AFTER INSERT ON users BEGIN
  INSERT OR IGNORE INTO user_counters (user_id) VALUES (NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_counters_ai AFTER INSERT ON jobs BEGIN
  UPDATE user_counters SET
    jobs_applied = jobs_applied + (NEW.status = 'applied'),
    jobs_screening = jobs_screening + (NEW.status = 'screening'),
    jobs_interview = jobs_interview + (NEW.status = 'interview'),
    jobs_offer = jobs_offer + (NEW.status = 'offer'),
    jobs_rejected = jobs_rejected + (NEW.status = 'rejected'),
    jobs_withdrawn = jobs_withdrawn + (NEW.status = 'withdrawn'),
    jobs_saved = jobs_saved + (NEW.status = 'saved'),
    jobs_full_time = jobs_full_time + (NEW.job_type = 'full-time'),
    jobs_part_time = jobs_part_time + (NEW.job_type = 'part-time'),
    jobs_contract = jobs_contract + (NEW.job_type = 'contract'),
    jobs_internship = jobs_internship + (NEW.job_type = 'internship'),
    jobs_remote = jobs_remote + (NEW.job_type = 'remote'),
    jobs_other = jobs_other + (NEW.job_type = 'other'),
    jobs_favorite = jobs_favorite + (NEW.favorite <> 0)
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_counters_ad AFTER DELETE ON jobs BEGIN
  UPDATE user_counters SET
    jobs_applied = jobs_applied - (OLD.status = 'applied'),
    jobs_screening = jobs_screening - (OLD.status = 'screening'),
    jobs_interview = jobs_interview - (OLD.status = 'interview'),
    jobs_offer = jobs_offer - (OLD.status = 'offer'),
    jobs_rejected = jobs_rejected - (OLD.status = 'rejected'),
    jobs_withdrawn = jobs_withdrawn - (OLD.status = 'withdrawn'),
    jobs_saved = jobs_saved - (OLD.status = 'saved'),
    jobs_full_time = jobs_full_time - (OLD.job_type = 'full-time'),
    jobs_part_time = jobs_part_time - (OLD.job_type = 'part-time'),
    jobs_contract = jobs_contract - (OLD.job_type = 'contract'),
    jobs_internship = jobs_internship - (OLD.job_type = 'internship'),
    jobs_remote = jobs_remote - (OLD.job_type = 'remote'),
    jobs_other = jobs_other - (OLD.job_type = 'other'),
    jobs_favorite = jobs_favorite - (OLD.favorite <> 0)
  WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_counters_au AFTER UPDATE OF status, job_type, favorite, user_id ON jobs BEGIN
  UPDATE user_counters SET
    jobs_applied = jobs_applied - (OLD.status = 'applied'),
    jobs_screening = jobs_screening - (OLD.status = 'screening'),
    jobs_interview = jobs_interview - (OLD.status = 'interview'),
    jobs_offer = jobs_offer - (OLD.status = 'offer'),
    jobs_rejected = jobs_rejected - (OLD.status = 'rejected'),
    jobs_withdrawn = jobs_withdrawn - (OLD.status = 'withdrawn'),
    jobs_saved = jobs_saved - (OLD.status = 'saved'),
    jobs_full_time = jobs_full_time - (OLD.job_type = 'full-time'),
    jobs_part_time = jobs_part_time - (OLD.job_type = 'part-time'),
    jobs_contract = jobs_contract - (OLD.job_type = 'contract'),
    jobs_internship = jobs_internship - (OLD.job_type = 'internship'),
    jobs_remote = jobs_remote - (OLD.job_type = 'remote'),
    jobs_other = jobs_other - (OLD.job_type = 'other'),
    jobs_favorite = jobs_favorite - (OLD.favorite <> 0)
  WHERE user_id = OLD.user_id;
  UPDATE user_counters SET
    jobs_applied = jobs_applied + (NEW.status = 'applied'),
    jobs_screening = jobs_screening + (NEW.status = 'screening'),
    jobs_interview = jobs_interview + (NEW.status = 'interview'),
    jobs_offer = jobs_offer + (NEW.status = 'offer'),
    jobs_rejected = jobs_rejected + (NEW.status = 'rejected'),
    jobs_withdrawn = jobs_withdrawn + (NEW.status = 'withdrawn'),
    jobs_saved = jobs_saved + (NEW.status = 'saved'),
    jobs_full_time = jobs_full_time + (NEW.job_type = 'full-time'),
    jobs_part_time = jobs_part_time + (NEW.job_type = 'part-time'),
    jobs_contract = jobs_contract + (NEW.job_type = 'contract'),
    jobs_internship = jobs_internship + (NEW.job_type = 'internship'),
    jobs_remote = jobs_remote + (NEW.job_type = 'remote'),
    jobs_other = jobs_other + (NEW.job_type = 'other'),
    jobs_favorite = jobs_favorite + (NEW.favorite <> 0)
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_months_ai AFTER INSERT ON jobs WHEN NEW.status <> 'saved' BEGIN
  INSERT INTO job_application_months (user_id, month, days)
    VALUES (NEW.user_id, strftime('%Y-%m', NEW.application_date / 1000, 'unixepoch'), json_object(strftime('%d', NEW.application_date / 1000, 'unixepoch'), 1))
    ON CONFLICT (user_id, month) DO UPDATE SET days = json_set(days, '$."' || strftime('%d', NEW.application_date / 1000, 'unixepoch') || '"',
      COALESCE(json_extract(days, '$."' || strftime('%d', NEW.application_date / 1000, 'unixepoch') || '"'), 0) + 1);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_months_ad AFTER DELETE ON jobs WHEN OLD.status <> 'saved' BEGIN
  UPDATE job_application_months SET days = json_set(days, '$."' || strftime('%d', OLD.application_date / 1000, 'unixepoch') || '"',
      COALESCE(json_extract(days, '$."' || strftime('%d', OLD.application_date / 1000, 'unixepoch') || '"'), 0) - 1)
    WHERE user_id = OLD.user_id AND month = strftime('%Y-%m', OLD.application_date / 1000, 'unixepoch');
END;
--> statement-breakpoint
CREATE TRIGGER jobs_months_au_old AFTER UPDATE OF status, application_date, user_id ON jobs WHEN OLD.status <> 'saved' BEGIN
  UPDATE job_application_months SET days = json_set(days, '$."' || strftime('%d', OLD.application_date / 1000, 'unixepoch') || '"',
      COALESCE(json_extract(days, '$."' || strftime('%d', OLD.application_date / 1000, 'unixepoch') || '"'), 0) - 1)
    WHERE user_id = OLD.user_id AND month = strftime('%Y-%m', OLD.application_date / 1000, 'unixepoch');
END;
--> statement-breakpoint
CREATE TRIGGER jobs_months_au_new AFTER UPDATE OF status, application_date, user_id ON jobs WHEN NEW.status <> 'saved' BEGIN
  INSERT INTO job_application_months (user_id, month, days)
    VALUES (NEW.user_id, strftime('%Y-%m', NEW.application_date / 1000, 'unixepoch'), json_object(strftime('%d', NEW.application_date / 1000, 'unixepoch'), 1))
    ON CONFLICT (user_id, month) DO UPDATE SET days = json_set(days, '$."' || strftime('%d', NEW.application_date / 1000, 'unixepoch') || '"',
      COALESCE(json_extract(days, '$."' || strftime('%d', NEW.application_date / 1000, 'unixepoch') || '"'), 0) + 1);
END;
--> statement-breakpoint
CREATE TRIGGER tasks_counters_ai AFTER INSERT ON tasks BEGIN
  UPDATE user_counters SET
    tasks_pending = tasks_pending + (NEW.status = 'pending'),
    tasks_in_progress = tasks_in_progress + (NEW.status = 'in-progress'),
    tasks_completed = tasks_completed + (NEW.status = 'completed'),
    tasks_cancelled = tasks_cancelled + (NEW.status = 'cancelled')
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER tasks_counters_ad AFTER DELETE ON tasks BEGIN
  UPDATE user_counters SET
    tasks_pending = tasks_pending - (OLD.status = 'pending'),
    tasks_in_progress = tasks_in_progress - (OLD.status = 'in-progress'),
    tasks_completed = tasks_completed - (OLD.status = 'completed'),
    tasks_cancelled = tasks_cancelled - (OLD.status = 'cancelled')
  WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER tasks_counters_au AFTER UPDATE OF status, user_id ON tasks BEGIN
  UPDATE user_counters SET
    tasks_pending = tasks_pending - (OLD.status = 'pending'),
    tasks_in_progress = tasks_in_progress - (OLD.status = 'in-progress'),
    tasks_completed = tasks_completed - (OLD.status = 'completed'),
    tasks_cancelled = tasks_cancelled - (OLD.status = 'cancelled')
  WHERE user_id = OLD.user_id;
  UPDATE user_counters SET
    tasks_pending = tasks_pending + (NEW.status = 'pending'),
    tasks_in_progress = tasks_in_progress + (NEW.status = 'in-progress'),
    tasks_completed = tasks_completed + (NEW.status = 'completed'),
    tasks_cancelled = tasks_cancelled + (NEW.status = 'cancelled')
  WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_counters_ai AFTER INSERT ON contacts BEGIN
  UPDATE user_counters SET contacts = contacts + 1 WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_counters_ad AFTER DELETE ON contacts BEGIN
  UPDATE user_counters SET contacts = contacts - 1 WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_counters_au AFTER UPDATE OF user_id ON contacts BEGIN
  UPDATE user_counters SET contacts = contacts - 1 WHERE user_id = OLD.user_id;
  UPDATE user_counters SET contacts = contacts + 1 WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
-- Backfill: the counts of every existing account.
INSERT INTO user_counters (user_id, jobs_applied, jobs_screening, jobs_interview, jobs_offer, jobs_rejected, jobs_withdrawn, jobs_saved, jobs_full_time, jobs_part_time, jobs_contract, jobs_internship, jobs_remote, jobs_other, jobs_favorite, contacts, tasks_pending, tasks_in_progress, tasks_completed, tasks_cancelled)
SELECT users.id,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'applied') AS jobs_applied,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'screening') AS jobs_screening,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'interview') AS jobs_interview,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'offer') AS jobs_offer,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'rejected') AS jobs_rejected,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'withdrawn') AS jobs_withdrawn,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.status = 'saved') AS jobs_saved,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.job_type = 'full-time') AS jobs_full_time,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.job_type = 'part-time') AS jobs_part_time,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.job_type = 'contract') AS jobs_contract,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.job_type = 'internship') AS jobs_internship,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.job_type = 'remote') AS jobs_remote,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.job_type = 'other') AS jobs_other,
  (SELECT count(*) FROM jobs WHERE jobs.user_id = users.id AND jobs.favorite <> 0) AS jobs_favorite,
  (SELECT count(*) FROM contacts WHERE contacts.user_id = users.id) AS contacts,
  (SELECT count(*) FROM tasks WHERE tasks.user_id = users.id AND tasks.status = 'pending') AS tasks_pending,
  (SELECT count(*) FROM tasks WHERE tasks.user_id = users.id AND tasks.status = 'in-progress') AS tasks_in_progress,
  (SELECT count(*) FROM tasks WHERE tasks.user_id = users.id AND tasks.status = 'completed') AS tasks_completed,
  (SELECT count(*) FROM tasks WHERE tasks.user_id = users.id AND tasks.status = 'cancelled') AS tasks_cancelled
FROM users;
--> statement-breakpoint
INSERT INTO job_application_months (user_id, month, days)
SELECT user_id, month, json_group_object(day, n) FROM (
  SELECT user_id, strftime('%Y-%m', application_date / 1000, 'unixepoch') AS month,
    strftime('%d', application_date / 1000, 'unixepoch') AS day, count(*) AS n
  FROM jobs WHERE status <> 'saved' GROUP BY 1, 2, 3
) GROUP BY user_id, month;
