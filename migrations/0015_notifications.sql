-- Reminders and notifications (issue 24, docs/decisions/036-reminders.md), written by hand.
-- `due_items`: one row per thing that may remind someone, kept by the triggers below from the rows it
-- comes from (tasks, interviews, contacts, users), so every write path (screens, API, import) arms,
-- re-arms and disarms it. The cron reads only what is due through `due_items_due_idx`.
CREATE TABLE `due_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_id` text NOT NULL,
	`anchor` integer NOT NULL,
	`fire_at` integer,
	`enqueued_at` integer,
	`sent_at` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`error` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `due_items_due_idx` ON `due_items` (`fire_at`,`id`) WHERE enqueued_at IS NULL AND fire_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `due_items_unscheduled_idx` ON `due_items` (`user_id`) WHERE fire_at IS NULL;--> statement-breakpoint
CREATE INDEX `due_items_user_idx` ON `due_items` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`link` text NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_dedupe_idx` ON `notifications` (`user_id`,`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`created_at`,`id`) WHERE "read" = 0;--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email_enabled` integer DEFAULT true NOT NULL,
	`digest_mode` text DEFAULT 'digest' NOT NULL,
	`digest_hour` integer DEFAULT 8 NOT NULL,
	`kinds` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
-- The contacts filter followUp=due reads the owner's follow-ups up to today from an index.
CREATE INDEX `contacts_user_follow_up_idx` ON `contacts` (`user_id`,`follow_up_date`) WHERE follow_up_date IS NOT NULL;--> statement-breakpoint
-- Tasks: the reminder at its minute, the due date in the day's digest (fire_at computed in the user's zone
-- by the next cron run). A changed value re-arms, a closed task or a cleared value disarms.
CREATE TRIGGER `due_items_task_insert` AFTER INSERT ON `tasks` WHEN NEW.status NOT IN ('completed', 'cancelled')
BEGIN
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'task_reminder:' || NEW.id, NEW.user_id, 'task_reminder', NEW.id, NEW.reminder, NEW.reminder
	WHERE NEW.reminder > CAST(unixepoch('subsec') * 1000 AS INTEGER) - 86400000;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'task_due:' || NEW.id, NEW.user_id, 'task_due', NEW.id, NEW.due_date, NULL
	WHERE NEW.due_date IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_task_update` AFTER UPDATE OF reminder, due_date, status ON `tasks`
BEGIN
	DELETE FROM due_items WHERE id = 'task_reminder:' || NEW.id
		AND (NEW.reminder IS NULL OR NEW.reminder <= CAST(unixepoch('subsec') * 1000 AS INTEGER) - 86400000 OR NEW.status IN ('completed', 'cancelled'));
	DELETE FROM due_items WHERE id = 'task_due:' || NEW.id
		AND (NEW.due_date IS NULL OR NEW.status IN ('completed', 'cancelled'));
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'task_reminder:' || NEW.id, NEW.user_id, 'task_reminder', NEW.id, NEW.reminder, NEW.reminder
	WHERE NEW.reminder > CAST(unixepoch('subsec') * 1000 AS INTEGER) - 86400000 AND NEW.status NOT IN ('completed', 'cancelled')
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = excluded.fire_at, enqueued_at = NULL,
		sent_at = NULL, status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'task_due:' || NEW.id, NEW.user_id, 'task_due', NEW.id, NEW.due_date, NULL
	WHERE NEW.due_date IS NOT NULL AND NEW.status NOT IN ('completed', 'cancelled')
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL,
		sent_at = NULL, status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_task_delete` AFTER DELETE ON `tasks`
BEGIN
	DELETE FROM due_items WHERE id IN ('task_reminder:' || OLD.id, 'task_due:' || OLD.id);
END;--> statement-breakpoint
-- Interviews: 24 hours and 2 hours before, and the follow-up date in the digest.
CREATE TRIGGER `due_items_interview_insert` AFTER INSERT ON `interviews`
BEGIN
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'interview_24h:' || NEW.id, NEW.user_id, 'interview_24h', NEW.id, NEW.date, NEW.date - 86400000
	WHERE NEW.date > CAST(unixepoch('subsec') * 1000 AS INTEGER);
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'interview_2h:' || NEW.id, NEW.user_id, 'interview_2h', NEW.id, NEW.date, NEW.date - 7200000
	WHERE NEW.date > CAST(unixepoch('subsec') * 1000 AS INTEGER);
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'interview_follow_up:' || NEW.id, NEW.user_id, 'interview_follow_up', NEW.id, NEW.follow_up_date, NULL
	WHERE NEW.follow_up_date IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_interview_update` AFTER UPDATE OF date, follow_up_date ON `interviews`
BEGIN
	DELETE FROM due_items WHERE id IN ('interview_24h:' || NEW.id, 'interview_2h:' || NEW.id) AND NEW.date <= CAST(unixepoch('subsec') * 1000 AS INTEGER);
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'interview_24h:' || NEW.id, NEW.user_id, 'interview_24h', NEW.id, NEW.date, NEW.date - 86400000
	WHERE NEW.date > CAST(unixepoch('subsec') * 1000 AS INTEGER)
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = excluded.fire_at, enqueued_at = NULL,
		sent_at = NULL, status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'interview_2h:' || NEW.id, NEW.user_id, 'interview_2h', NEW.id, NEW.date, NEW.date - 7200000
	WHERE NEW.date > CAST(unixepoch('subsec') * 1000 AS INTEGER)
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = excluded.fire_at, enqueued_at = NULL,
		sent_at = NULL, status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
	DELETE FROM due_items WHERE id = 'interview_follow_up:' || NEW.id AND NEW.follow_up_date IS NULL;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'interview_follow_up:' || NEW.id, NEW.user_id, 'interview_follow_up', NEW.id, NEW.follow_up_date, NULL
	WHERE NEW.follow_up_date IS NOT NULL
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL, sent_at = NULL,
		status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_interview_delete` AFTER DELETE ON `interviews`
BEGIN
	DELETE FROM due_items
	WHERE id IN ('interview_24h:' || OLD.id, 'interview_2h:' || OLD.id, 'interview_follow_up:' || OLD.id);
END;--> statement-breakpoint
-- Contacts: the follow-up date in the digest.
CREATE TRIGGER `due_items_contact_insert` AFTER INSERT ON `contacts` WHEN NEW.follow_up_date IS NOT NULL
BEGIN
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	VALUES ('contact_follow_up:' || NEW.id, NEW.user_id, 'contact_follow_up', NEW.id, NEW.follow_up_date, NULL);
END;--> statement-breakpoint
CREATE TRIGGER `due_items_contact_update` AFTER UPDATE OF follow_up_date ON `contacts`
BEGIN
	DELETE FROM due_items WHERE id = 'contact_follow_up:' || NEW.id AND NEW.follow_up_date IS NULL;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'contact_follow_up:' || NEW.id, NEW.user_id, 'contact_follow_up', NEW.id, NEW.follow_up_date, NULL
	WHERE NEW.follow_up_date IS NOT NULL
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL, sent_at = NULL,
		status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_contact_delete` AFTER DELETE ON `contacts`
BEGIN
	DELETE FROM due_items WHERE id = 'contact_follow_up:' || OLD.id;
END;--> statement-breakpoint
-- A paid plan's end: the day-before reminder (the three-days-before email stays in the billing run).
-- A changed time zone reschedules the user's digest items.
CREATE TRIGGER `due_items_user_insert` AFTER INSERT ON `users` WHEN NEW.plan_ends_at > CAST(unixepoch('subsec') * 1000 AS INTEGER)
BEGIN
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	VALUES ('plan_end:' || NEW.id, NEW.id, 'plan_end', NEW.id, NEW.plan_ends_at, NEW.plan_ends_at - 86400000);
END;--> statement-breakpoint
CREATE TRIGGER `due_items_user_update` AFTER UPDATE OF plan_ends_at, time_zone ON `users`
BEGIN
	DELETE FROM due_items WHERE id = 'plan_end:' || NEW.id AND NEW.plan_ends_at IS NULL;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'plan_end:' || NEW.id, NEW.id, 'plan_end', NEW.id, NEW.plan_ends_at, NEW.plan_ends_at - 86400000
	WHERE NEW.plan_ends_at IS NOT NULL
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = excluded.fire_at, enqueued_at = NULL,
		sent_at = NULL, status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
	UPDATE due_items SET fire_at = NULL
	WHERE NEW.time_zone IS NOT OLD.time_zone AND user_id = NEW.id AND enqueued_at IS NULL
		AND kind IN ('task_due', 'contact_follow_up', 'interview_follow_up');
END;--> statement-breakpoint
-- What exists already: future reminders and interviews, open tasks with a due date, follow-ups from yesterday on.
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'task_reminder:' || id, user_id, 'task_reminder', id, reminder, reminder FROM tasks
WHERE reminder > CAST(unixepoch() * 1000 AS INTEGER) AND status NOT IN ('completed', 'cancelled');--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'task_due:' || id, user_id, 'task_due', id, due_date, NULL FROM tasks
WHERE due_date IS NOT NULL AND status NOT IN ('completed', 'cancelled');--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'interview_24h:' || id, user_id, 'interview_24h', id, date, date - 86400000 FROM interviews
WHERE date > CAST(unixepoch() * 1000 AS INTEGER);--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'interview_2h:' || id, user_id, 'interview_2h', id, date, date - 7200000 FROM interviews
WHERE date > CAST(unixepoch() * 1000 AS INTEGER);--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'interview_follow_up:' || id, user_id, 'interview_follow_up', id, follow_up_date, NULL FROM interviews
WHERE follow_up_date >= CAST(unixepoch() * 1000 AS INTEGER) - 86400000;--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'contact_follow_up:' || id, user_id, 'contact_follow_up', id, follow_up_date, NULL FROM contacts
WHERE follow_up_date >= CAST(unixepoch() * 1000 AS INTEGER) - 86400000;--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'plan_end:' || id, id, 'plan_end', id, plan_ends_at, plan_ends_at - 86400000 FROM users
WHERE plan_ends_at > CAST(unixepoch() * 1000 AS INTEGER);
