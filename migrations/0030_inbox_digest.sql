-- Forward to track (issue 32), written by hand: every stored forwarded email is a digest item, so the daily
-- digest tells what arrived (docs/decisions/052-applying-inbox-proposals.md). As in 0015, a trigger keeps
-- `due_items` from its source: a new message arms `inbox_message:<id>` with no time (the next reminders run
-- places it at the user's digest hour), a deleted one (by the user, or the 30-day housekeeping) disarms it
-- and takes its in-app notification ("Forwarded email: <subject>", keyed `inbox:<id>`) with it, so nothing of
-- a deleted email (its subject, sender, summary) stays behind.
CREATE TRIGGER `due_items_inbox_message_insert` AFTER INSERT ON `inbox_messages`
BEGIN
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	VALUES ('inbox_message:' || NEW.id, NEW.user_id, 'inbox_message', NEW.id, NEW.received_at, NULL)
	ON CONFLICT (id) DO NOTHING;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_inbox_message_delete` AFTER DELETE ON `inbox_messages`
BEGIN
	DELETE FROM due_items WHERE id = 'inbox_message:' || OLD.id;
	DELETE FROM notifications WHERE user_id = OLD.user_id AND dedupe_key = 'inbox:' || OLD.id;
END;--> statement-breakpoint
-- 0015's user trigger again, with the forwarded emails among the digest items a new time zone places anew.
DROP TRIGGER `due_items_user_update`;--> statement-breakpoint
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
		AND kind IN ('task_due', 'contact_follow_up', 'interview_follow_up', 'inbox_message');
END;
