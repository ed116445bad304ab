-- Each user's private iCalendar feed (docs/decisions/037-calendar-feed.md): at most one per user. The URL's
-- secret is an HMAC of `feed_id` under the server's secret, so it can be shown again; only its SHA-256
-- (`token_hash`) is looked up. `version` and `changed_at` are the feed's change stamp, kept by the
-- triggers below on every write to what the feed shows, so a poll answers 304 from this one row.
CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`feed_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`changed_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);
--> statement-breakpoint
-- The feed's bounded reads: each kind of dated item by (owner, date), only the rows that have the date.
CREATE INDEX `interviews_user_follow_up_idx` ON `interviews` (`user_id`,`follow_up_date`) WHERE "interviews"."follow_up_date" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `tasks_user_undated_reminder_idx` ON `tasks` (`user_id`,`reminder`) WHERE "tasks"."reminder" IS NOT NULL AND "tasks"."due_date" IS NULL;
--> statement-breakpoint
-- Contacts' follow-ups use contacts_user_follow_up_idx of migration 0015 (the `followUp=due` filter).
CREATE TRIGGER calendar_interviews_ai AFTER INSERT ON interviews BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER calendar_interviews_ad AFTER DELETE ON interviews BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER calendar_interviews_au AFTER UPDATE ON interviews BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER calendar_tasks_ai AFTER INSERT ON tasks WHEN NEW.due_date IS NOT NULL OR NEW.reminder IS NOT NULL BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER calendar_tasks_ad AFTER DELETE ON tasks WHEN OLD.due_date IS NOT NULL OR OLD.reminder IS NOT NULL BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER calendar_tasks_au AFTER UPDATE OF title, description, status, due_date, reminder, user_id ON tasks
  WHEN OLD.due_date IS NOT NULL OR OLD.reminder IS NOT NULL OR NEW.due_date IS NOT NULL OR NEW.reminder IS NOT NULL BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER calendar_contacts_ai AFTER INSERT ON contacts WHEN NEW.follow_up_date IS NOT NULL BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER calendar_contacts_ad AFTER DELETE ON contacts WHEN OLD.follow_up_date IS NOT NULL BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = OLD.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER calendar_contacts_au AFTER UPDATE OF name, company, follow_up_date, user_id ON contacts
  WHEN OLD.follow_up_date IS NOT NULL OR NEW.follow_up_date IS NOT NULL BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
--> statement-breakpoint
-- An interview's title and place come from its job.
CREATE TRIGGER calendar_jobs_au AFTER UPDATE OF company, position, job_location, user_id ON jobs
  WHEN OLD.company IS NOT NEW.company OR OLD.position IS NOT NEW.position OR OLD.job_location IS NOT NEW.job_location
    OR OLD.user_id IS NOT NEW.user_id BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
--> statement-breakpoint
-- The feed names the user's zone (X-WR-TIMEZONE).
CREATE TRIGGER calendar_users_au AFTER UPDATE OF time_zone ON users WHEN OLD.time_zone IS NOT NEW.time_zone BEGIN
  UPDATE calendar_feeds SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE user_id = NEW.id;
END;
