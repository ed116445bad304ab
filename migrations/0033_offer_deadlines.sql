-- Offers' deadline reminders (issue 34, docs/decisions/057-offers.md), written by hand. As in 0015, triggers
-- keep `due_items` from their source, so every write path (the form, the API, an import, a bulk delete's
-- undo, a cascade) arms, re-arms and disarms them: an offer with a deadline arms two items with no time,
-- `offer_deadline_eve:<offer id>` (anchored on the day before, 00:00 UTC) and `offer_deadline_day:<offer id>`
-- (on the deadline); the next reminders run places each at the user's digest hour on its own day in the
-- user's zone (`digestFireAt`). A changed deadline re-arms both, a cleared one or a deleted offer disarms
-- them. A deadline more than a day past arms nothing.
CREATE TRIGGER `due_items_offer_insert` AFTER INSERT ON `offers`
WHEN NEW.deadline IS NOT NULL AND NEW.deadline >= date('now', '-1 day')
BEGIN
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	VALUES ('offer_deadline_eve:' || NEW.id, NEW.user_id, 'offer_deadline_eve', NEW.id,
		(unixepoch(NEW.deadline) - 86400) * 1000, NULL)
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL, sent_at = NULL,
		status = 'pending', error = NULL;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	VALUES ('offer_deadline_day:' || NEW.id, NEW.user_id, 'offer_deadline_day', NEW.id,
		unixepoch(NEW.deadline) * 1000, NULL)
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL, sent_at = NULL,
		status = 'pending', error = NULL;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_offer_update` AFTER UPDATE OF deadline ON `offers`
BEGIN
	DELETE FROM due_items WHERE id IN ('offer_deadline_eve:' || NEW.id, 'offer_deadline_day:' || NEW.id)
		AND (NEW.deadline IS NULL OR NEW.deadline < date('now', '-1 day'));
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'offer_deadline_eve:' || NEW.id, NEW.user_id, 'offer_deadline_eve', NEW.id,
		(unixepoch(NEW.deadline) - 86400) * 1000, NULL
	WHERE NEW.deadline IS NOT NULL AND NEW.deadline >= date('now', '-1 day')
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL, sent_at = NULL,
		status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
	INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
	SELECT 'offer_deadline_day:' || NEW.id, NEW.user_id, 'offer_deadline_day', NEW.id,
		unixepoch(NEW.deadline) * 1000, NULL
	WHERE NEW.deadline IS NOT NULL AND NEW.deadline >= date('now', '-1 day')
	ON CONFLICT (id) DO UPDATE SET anchor = excluded.anchor, fire_at = NULL, enqueued_at = NULL, sent_at = NULL,
		status = 'pending', error = NULL
	WHERE due_items.anchor IS NOT excluded.anchor;
END;--> statement-breakpoint
CREATE TRIGGER `due_items_offer_delete` AFTER DELETE ON `offers`
BEGIN
	DELETE FROM due_items WHERE id IN ('offer_deadline_eve:' || OLD.id, 'offer_deadline_day:' || OLD.id);
END;--> statement-breakpoint
-- 0030's user trigger again, with the offers' deadlines among the items a new time zone places anew.
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
		AND kind IN ('task_due', 'contact_follow_up', 'interview_follow_up', 'inbox_message', 'offer_deadline_eve',
			'offer_deadline_day');
END;--> statement-breakpoint
-- What exists already: offers whose deadline is ahead.
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'offer_deadline_eve:' || id, user_id, 'offer_deadline_eve', id, (unixepoch(deadline) - 86400) * 1000, NULL
FROM offers WHERE deadline IS NOT NULL AND deadline >= date('now', '-1 day')
ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO due_items (id, user_id, kind, source_id, anchor, fire_at)
SELECT 'offer_deadline_day:' || id, user_id, 'offer_deadline_day', id, unixepoch(deadline) * 1000, NULL
FROM offers WHERE deadline IS NOT NULL AND deadline >= date('now', '-1 day')
ON CONFLICT (id) DO NOTHING;
