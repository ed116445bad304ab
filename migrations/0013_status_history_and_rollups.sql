-- Status history and the analytics rollups (issue 23, docs/decisions/034-analytics-rollups.md).
-- Every status change of an application is a row of job_status_history, written by the jobs triggers
-- below in the statement that changes the status, so no write path (form, inline select, API, import,
-- the interview paths that move a status) can skip it. Existing applications get one starting entry:
-- their current status at their creation time (what happened before this migration is unknown).
CREATE TABLE `job_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`job_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`at` integer NOT NULL,
	`from_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_status_history_job_idx` ON `job_status_history` (`job_id`,`at`);
--> statement-breakpoint
CREATE INDEX `job_status_history_user_at_idx` ON `job_status_history` (`user_id`,`at`);
--> statement-breakpoint
-- The zone offset the triggers place a user's new rows with (minutes east of UTC), and the zone it is the
-- offset of. Every user has one (the users trigger below, the build at the end of this file); the daily
-- cron moves offset_min when daylight saving moves the zone's offset, without touching counted rows, and
-- a zone change rebuilds the user's rollup in the request that saves it (docs/decisions/034). A user
-- without a row (a bulk load in progress) has no rollup rows written by the triggers. `stale` marks a
-- rollup counted in another zone than the account's (this file's UTC build of an account in another zone,
-- or a zone change whose rebuild failed): the 5-minute cron finds them on their partial index and rebuilds
-- them, off the read path.
CREATE TABLE `analytics_state` (
	`user_id` text PRIMARY KEY NOT NULL,
	`offset_min` integer NOT NULL,
	`time_zone` text NOT NULL,
	`built_at` integer NOT NULL,
	`stale` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_state_stale_idx` ON `analytics_state` (`user_id`) WHERE stale = 1;
--> statement-breakpoint
-- One row per user and local month: data is a flat JSON object of counters keyed "DD|metric"; totals the
-- same counters summed over the month ("metric"), plus the per-day values of the charted metrics n, iv and
-- in ("DD|n"): a month wholly inside a period is read from totals, only boundary months from data.
CREATE TABLE `analytics_months` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`totals` text DEFAULT '{}' NOT NULL,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- What one application adds to its application day (the UTC calendar day of application_date, as the
-- screens show it). Saved jobs are not applications and add nothing.
CREATE VIEW analytics_job_facts AS
SELECT j.id AS job_id, j.user_id, strftime('%Y-%m-%d', j.application_date / 1000, 'unixepoch') AS day,
  j.application_date, j.status, j.job_type, j.priority, j.company,
  CASE WHEN lower(j.job_location) LIKE '%remote%' THEN 'remote' WHEN lower(j.job_location) LIKE '%hybrid%' THEN 'hybrid'
    ELSE 'on-site' END AS location_type,
  CASE WHEN max(j.salary_min, j.salary_max) <= 0 THEN 'none' WHEN max(j.salary_min, j.salary_max) < 50000 THEN 'under-50k'
    WHEN max(j.salary_min, j.salary_max) < 100000 THEN '50k-100k' WHEN max(j.salary_min, j.salary_max) < 200000 THEN '100k-200k'
    WHEN max(j.salary_min, j.salary_max) < 1000000 THEN '200k-1m' ELSE '1m-plus' END AS salary_band,
  max((CASE j.status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 ELSE 0 END), COALESCE((SELECT max((CASE h.to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 ELSE 0 END)) FROM job_status_history h WHERE h.job_id = j.id), 0)) AS furthest,
  (j.status = 'rejected' OR EXISTS (SELECT 1 FROM job_status_history h WHERE h.job_id = j.id AND h.to_status = 'rejected')) AS rejected_ever,
  (SELECT min(h.at) FROM job_status_history h WHERE h.job_id = j.id AND h.from_status = 'applied'
    AND h.to_status IN ('screening', 'interview', 'offer', 'rejected')) AS first_response_at
FROM jobs j JOIN analytics_state s ON s.user_id = j.user_id
WHERE j.status <> 'saved';
--> statement-breakpoint
CREATE VIEW analytics_job_keys AS
SELECT job_id, user_id, substr(day, 1, 7) AS month, substr(day, 9, 2) || '|' || key AS key, 1 AS v FROM (
  SELECT f.job_id, f.user_id, f.day, CASE k.slot
    WHEN 1 THEN 'n'
    WHEN 2 THEN 'st:' || f.status
    WHEN 3 THEN CASE WHEN f.furthest >= 1 THEN 'f1' END
    WHEN 4 THEN CASE WHEN f.furthest >= 2 THEN 'f2' END
    WHEN 5 THEN CASE WHEN f.furthest >= 3 THEN 'f3' END
    WHEN 6 THEN CASE WHEN f.furthest >= 1 OR f.rejected_ever THEN 'r' END
    WHEN 7 THEN CASE WHEN f.first_response_at IS NOT NULL
      THEN 'rd:' || max(0, (f.first_response_at - f.application_date) / 86400000) END
    WHEN 8 THEN 'jt:' || f.job_type || ':' || (CASE f.status WHEN 'offer' THEN 'offer' WHEN 'rejected' THEN 'rejected' WHEN 'withdrawn' THEN 'withdrawn' ELSE 'open' END)
    WHEN 9 THEN 'lt:' || f.location_type || ':' || (CASE f.status WHEN 'offer' THEN 'offer' WHEN 'rejected' THEN 'rejected' WHEN 'withdrawn' THEN 'withdrawn' ELSE 'open' END)
    WHEN 10 THEN 'pr:' || f.priority || ':' || (CASE f.status WHEN 'offer' THEN 'offer' WHEN 'rejected' THEN 'rejected' WHEN 'withdrawn' THEN 'withdrawn' ELSE 'open' END)
    WHEN 11 THEN 'sb:' || f.salary_band || ':' || (CASE f.status WHEN 'offer' THEN 'offer' WHEN 'rejected' THEN 'rejected' WHEN 'withdrawn' THEN 'withdrawn' ELSE 'open' END)
    WHEN 12 THEN 'co:' || hex(f.company)
    END AS key
  FROM analytics_job_facts f CROSS JOIN (SELECT value AS slot FROM json_each('[1,2,3,4,5,6,7,8,9,10,11,12]')) k
) WHERE key IS NOT NULL;
--> statement-breakpoint
-- Interviews on their local day; the outcome and the company follow the application's.
CREATE VIEW analytics_interview_keys AS
SELECT interview_id, job_id, user_id, substr(day, 1, 7) AS month, substr(day, 9, 2) || '|' || key AS key, 1 AS v FROM (
  SELECT i.id AS interview_id, i.job_id, i.user_id, strftime('%Y-%m-%d', i.date / 1000 + s.offset_min * 60, 'unixepoch') AS day, CASE k.slot
    WHEN 1 THEN 'iv'
    WHEN 2 THEN 'it:' || i.interview_type
    WHEN 3 THEN 'io:' || CASE j.status WHEN 'offer' THEN 'success' WHEN 'rejected' THEN 'rejected' ELSE 'pending' END
    WHEN 4 THEN 'ico:' || hex(j.company)
    END AS key
  FROM interviews i JOIN jobs j ON j.id = i.job_id JOIN analytics_state s ON s.user_id = i.user_id CROSS JOIN (SELECT value AS slot FROM json_each('[1,2,3,4]')) k
);
--> statement-breakpoint
-- Interactions on their local day, by method and by contact.
CREATE VIEW analytics_interaction_keys AS
SELECT interaction_id, user_id, substr(day, 1, 7) AS month, substr(day, 9, 2) || '|' || key AS key, 1 AS v FROM (
  SELECT x.id AS interaction_id, x.user_id, strftime('%Y-%m-%d', x.date / 1000 + s.offset_min * 60, 'unixepoch') AS day, CASE k.slot
    WHEN 1 THEN 'in'
    WHEN 2 THEN 'im:' || x.method
    WHEN 3 THEN 'ic:' || x.contact_id
    END AS key
  FROM interactions x JOIN analytics_state s ON s.user_id = x.user_id CROSS JOIN (SELECT value AS slot FROM json_each('[1,2,3]')) k
);
--> statement-breakpoint
-- A stay in a stage, on the local day it ended: its length in days (ts:) and one stay (tc:).
CREATE VIEW analytics_history_keys AS
SELECT history_id, user_id, substr(day, 1, 7) AS month, substr(day, 9, 2) || '|' || key AS key, v FROM (
  SELECT h.id AS history_id, h.user_id, strftime('%Y-%m-%d', h.at / 1000 + s.offset_min * 60, 'unixepoch') AS day,
    CASE k.slot WHEN 1 THEN 'ts:' || h.from_status ELSE 'tc:' || h.from_status END AS key,
    CASE k.slot WHEN 1 THEN max(0, h.at - h.from_at) / 86400000.0 ELSE 1 END AS v
  FROM job_status_history h JOIN analytics_state s ON s.user_id = h.user_id CROSS JOIN (SELECT value AS slot FROM json_each('[1,2]')) k
  WHERE h.from_status IS NOT NULL AND h.from_at IS NOT NULL
);
--> statement-breakpoint
-- Every trigger below adds its view rows here; this one upsert adds a row's value to its day key in data
-- and to its month key (and, for n, iv and in, its day key) in totals. json_set evaluates every value
-- against the stored object, so for the other metrics the second pair sets the same key to the same sum.
CREATE VIEW analytics_delta AS SELECT user_id, month, '' AS key, 0 AS v FROM analytics_months WHERE 0;
--> statement-breakpoint
CREATE TRIGGER analytics_delta_add INSTEAD OF INSERT ON analytics_delta BEGIN
  INSERT INTO analytics_months (user_id, month, data, totals)
    VALUES (NEW.user_id, NEW.month, json_object(NEW.key, NEW.v), json_set('{}',
      '$."' || substr(NEW.key, 4) || '"', NEW.v,
      '$."' || (CASE WHEN substr(NEW.key, 4) IN ('n', 'iv', 'in') THEN NEW.key ELSE substr(NEW.key, 4) END) || '"', NEW.v))
    ON CONFLICT (user_id, month) DO UPDATE SET
      data = json_set(analytics_months.data, '$."' || NEW.key || '"',
        COALESCE(json_extract(analytics_months.data, '$."' || NEW.key || '"'), 0) + NEW.v),
      totals = json_set(analytics_months.totals,
        '$."' || substr(NEW.key, 4) || '"',
        COALESCE(json_extract(analytics_months.totals, '$."' || substr(NEW.key, 4) || '"'), 0) + NEW.v,
        '$."' || (CASE WHEN substr(NEW.key, 4) IN ('n', 'iv', 'in') THEN NEW.key ELSE substr(NEW.key, 4) END) || '"',
        COALESCE(json_extract(analytics_months.totals,
          '$."' || (CASE WHEN substr(NEW.key, 4) IN ('n', 'iv', 'in') THEN NEW.key ELSE substr(NEW.key, 4) END) || '"'), 0) + NEW.v);
END;
--> statement-breakpoint
-- A new account's rollup starts empty at UTC's offset; registration sets its zone's offset in the same
-- batch.
CREATE TRIGGER users_analytics_ai AFTER INSERT ON users BEGIN
  INSERT INTO analytics_state (user_id, offset_min, time_zone, built_at) VALUES (NEW.id, 0, 'UTC', NEW.created_at);
END;
--> statement-breakpoint
-- A saved zone change marks the rollup stale in the statement that saves it; the rebuild that follows in
-- the same request (followZoneChange) clears the mark, and should it fail the 5-minute cron does it.
CREATE TRIGGER users_analytics_zone_au AFTER UPDATE OF time_zone ON users WHEN NEW.time_zone <> OLD.time_zone BEGIN
  UPDATE analytics_state SET stale = 1 WHERE user_id = NEW.id AND time_zone <> NEW.time_zone;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_ai AFTER INSERT ON jobs BEGIN
  INSERT INTO job_status_history (user_id, job_id, from_status, to_status, at, from_at)
    VALUES (NEW.user_id, NEW.id, NULL, NEW.status, NEW.created_at, NULL);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_job_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_bu BEFORE UPDATE OF status, application_date, job_type, job_location, priority, salary_min, salary_max, company, user_id ON jobs BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_job_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interview_keys
    WHERE job_id = OLD.id AND (NEW.status IS NOT OLD.status OR NEW.company IS NOT OLD.company) AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_au AFTER UPDATE OF status, application_date, job_type, job_location, priority, salary_min, salary_max, company, user_id ON jobs BEGIN
  INSERT INTO job_status_history (user_id, job_id, from_status, to_status, at, from_at)
    SELECT NEW.user_id, NEW.id, OLD.status, NEW.status,
      CASE WHEN NEW.updated_at IS NOT OLD.updated_at THEN NEW.updated_at ELSE CAST(unixepoch('subsec') * 1000 AS INTEGER) END,
      (SELECT max(at) FROM job_status_history WHERE job_id = NEW.id)
    WHERE NEW.status IS NOT OLD.status;
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_job_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_interview_keys
    WHERE job_id = NEW.id AND (NEW.status IS NOT OLD.status OR NEW.company IS NOT OLD.company) AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_bd BEFORE DELETE ON jobs BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_job_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interview_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interviews_analytics_ai AFTER INSERT ON interviews BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_interview_keys
    WHERE interview_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interviews_analytics_bu BEFORE UPDATE OF date, interview_type, job_id, user_id ON interviews BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interview_keys
    WHERE interview_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interviews_analytics_au AFTER UPDATE OF date, interview_type, job_id, user_id ON interviews BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_interview_keys
    WHERE interview_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interviews_analytics_bd BEFORE DELETE ON interviews BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interview_keys
    WHERE interview_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interactions_analytics_ai AFTER INSERT ON interactions BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_interaction_keys
    WHERE interaction_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interactions_analytics_bu BEFORE UPDATE OF date, method, contact_id, user_id ON interactions BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interaction_keys
    WHERE interaction_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interactions_analytics_au AFTER UPDATE OF date, method, contact_id, user_id ON interactions BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_interaction_keys
    WHERE interaction_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER interactions_analytics_bd BEFORE DELETE ON interactions BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interaction_keys
    WHERE interaction_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER job_status_history_analytics_ai AFTER INSERT ON job_status_history WHEN NEW.from_status IS NOT NULL BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_history_keys
    WHERE history_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER job_status_history_analytics_bd BEFORE DELETE ON job_status_history WHEN OLD.from_status IS NOT NULL BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_history_keys
    WHERE history_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
-- Backfill: one starting entry per existing application, its current status at its creation time.
INSERT INTO job_status_history (user_id, job_id, from_status, to_status, at, from_at)
SELECT user_id, id, NULL, status, created_at, NULL FROM jobs ORDER BY created_at, id;
--> statement-breakpoint
-- Every existing account's rollup, built here at UTC's offset (exact for UTC accounts; the others are
-- marked stale and the 5-minute cron rebuilds them in their zone, off the read path): an upgrade shows
-- figures at once.
INSERT INTO analytics_state (user_id, offset_min, time_zone, built_at, stale)
SELECT id, 0, 'UTC', CAST(unixepoch('subsec') * 1000 AS INTEGER), time_zone <> 'UTC' FROM users;
--> statement-breakpoint
INSERT INTO analytics_months (user_id, month, data)
SELECT user_id, month, json_group_object(key, total) FROM (
  SELECT user_id, month, key, sum(v) AS total FROM (
    SELECT user_id, month, key, v FROM analytics_job_keys
    UNION ALL SELECT user_id, month, key, v FROM analytics_interview_keys
    UNION ALL SELECT user_id, month, key, v FROM analytics_interaction_keys
    UNION ALL SELECT user_id, month, key, v FROM analytics_history_keys
  ) GROUP BY user_id, month, key HAVING sum(v) <> 0
) GROUP BY user_id, month;
--> statement-breakpoint
UPDATE analytics_months SET totals = (
  SELECT json_group_object(k, t) FROM (
    SELECT substr(d.key, 4) AS k, sum(d.value) AS t FROM json_each(analytics_months.data) d GROUP BY substr(d.key, 4)
    UNION ALL
    SELECT d.key, d.value FROM json_each(analytics_months.data) d WHERE substr(d.key, 4) IN ('n', 'iv', 'in')
  )
);
