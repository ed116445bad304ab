-- Issue 33, "what gets answers" (docs/decisions/056-what-gets-answers.md).
-- 1. The documents sent with an application are recorded into job_applied_documents by triggers, in the
--    statement that makes the move, so every path (form, inline select, API, bulk, board, import, inbox
--    apply, demo seed) records with no code of its own: when an application leaves `saved` (or is created
--    past it), or moves to `applied`, its attached ready documents are recorded; a document attached while
--    the application is `applied` is recorded too. A (job, content hash) pair is recorded once.
-- 2. The analytics rollup (decision 034) gains three dimensions on the application day: by source
--    (`so:<source>:<metric>`, '' as `none`), by match band (`mb:<band>:<metric>`, NULL as `none`) and by the
--    resume version sent (`rv:<first 16 hex of its SHA-256>:<metric>`). Metrics: `n` applications, `r` a
--    response, `i` reached an interview, `d<days>` days to the first response (as `r`, `f2`, `rd:` of 0013).
CREATE VIEW analytics_answer_keys AS
SELECT job_id, user_id, substr(day, 1, 7) AS month, substr(day, 9, 2) || '|' || key AS key, 1 AS v FROM (
  SELECT f.job_id, f.user_id, f.day, (CASE WHEN k.slot <= 4 THEN 'so:' || (CASE WHEN j.source = '' THEN 'none' ELSE j.source END)
      ELSE 'mb:' || (CASE WHEN j.match_score IS NULL THEN 'none' WHEN j.match_score < 40 THEN '0-39' WHEN j.match_score < 60 THEN '40-59'
        WHEN j.match_score < 80 THEN '60-79' ELSE '80-100' END) END) || ':' || (CASE k.slot % 4
      WHEN 1 THEN 'n'
      WHEN 2 THEN CASE WHEN f.furthest >= 1 OR f.rejected_ever THEN 'r' END
      WHEN 3 THEN CASE WHEN f.furthest >= 2 THEN 'i' END
      ELSE CASE WHEN f.first_response_at IS NOT NULL THEN 'd' || max(0, (f.first_response_at - f.application_date) / 86400000) END
    END) AS key
  FROM analytics_job_facts f JOIN jobs j ON j.id = f.job_id CROSS JOIN (SELECT value AS slot FROM json_each('[1,2,3,4,5,6,7,8]')) k
) WHERE key IS NOT NULL;
--> statement-breakpoint
CREATE VIEW analytics_applied_keys AS
SELECT job_id, sha256, user_id, substr(day, 1, 7) AS month, substr(day, 9, 2) || '|' || key AS key, 1 AS v FROM (
  SELECT f.job_id, a.sha256, f.user_id, f.day, 'rv:' || substr(a.sha256, 1, 16) || ':' || (CASE k.slot
      WHEN 1 THEN 'n'
      WHEN 2 THEN CASE WHEN f.furthest >= 1 OR f.rejected_ever THEN 'r' END
      WHEN 3 THEN CASE WHEN f.furthest >= 2 THEN 'i' END
      ELSE CASE WHEN f.first_response_at IS NOT NULL THEN 'd' || max(0, (f.first_response_at - f.application_date) / 86400000) END
    END) AS key
  FROM job_applied_documents a JOIN analytics_job_facts f ON f.job_id = a.job_id
    CROSS JOIN (SELECT value AS slot FROM json_each('[1,2,3,4]')) k
  WHERE a.type = 'resume'
) WHERE key IS NOT NULL;
--> statement-breakpoint
DROP TRIGGER jobs_analytics_ai;
--> statement-breakpoint
DROP TRIGGER jobs_analytics_bu;
--> statement-breakpoint
DROP TRIGGER jobs_analytics_au;
--> statement-breakpoint
DROP TRIGGER jobs_analytics_bd;
--> statement-breakpoint
-- As 0013's, plus the answer keys, then the documents of an application created past `saved` (their own
-- trigger adds their keys).
CREATE TRIGGER jobs_analytics_ai AFTER INSERT ON jobs BEGIN
  INSERT INTO job_status_history (user_id, job_id, from_status, to_status, at, from_at)
    VALUES (NEW.user_id, NEW.id, NULL, NEW.status, NEW.created_at, NULL);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_job_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_answer_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
  INSERT OR IGNORE INTO job_applied_documents (job_id, user_id, document_id, sha256, type, name, recorded_at)
    SELECT NEW.id, NEW.user_id, d.id, d.sha256, d.type, d.name, NEW.created_at
    FROM job_documents jd JOIN documents d ON d.id = jd.document_id AND d.user_id = NEW.user_id
    WHERE jd.job_id = NEW.id AND d.status = 'ready' AND NEW.status <> 'saved';
END;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_bu BEFORE UPDATE OF status, application_date, job_type, job_location, priority, salary_min, salary_max, company, user_id, source, match_score ON jobs BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_job_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interview_keys
    WHERE job_id = OLD.id AND (NEW.status IS NOT OLD.status OR NEW.company IS NOT OLD.company) AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_answer_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_applied_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
-- The history first (the keys read it), then the keys of the documents already recorded, then the new
-- records (their own trigger adds their keys, so no key is added twice).
CREATE TRIGGER jobs_analytics_au AFTER UPDATE OF status, application_date, job_type, job_location, priority, salary_min, salary_max, company, user_id, source, match_score ON jobs BEGIN
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
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_answer_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_applied_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
  INSERT OR IGNORE INTO job_applied_documents (job_id, user_id, document_id, sha256, type, name, recorded_at)
    SELECT NEW.id, NEW.user_id, d.id, d.sha256, d.type, d.name,
      CASE WHEN NEW.updated_at IS NOT OLD.updated_at THEN NEW.updated_at ELSE CAST(unixepoch('subsec') * 1000 AS INTEGER) END
    FROM job_documents jd JOIN documents d ON d.id = jd.document_id AND d.user_id = NEW.user_id
    WHERE jd.job_id = NEW.id AND d.status = 'ready' AND NEW.status IS NOT OLD.status
      AND ((OLD.status = 'saved' AND NEW.status <> 'saved') OR NEW.status = 'applied');
END;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_bd BEFORE DELETE ON jobs BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_job_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_interview_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_answer_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_applied_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
-- A record's own keys: added when it is written, taken away when it goes (a deleted application's records
-- go by cascade after it, when the view no longer finds them: the application's trigger took them away).
CREATE TRIGGER job_applied_documents_analytics_ai AFTER INSERT ON job_applied_documents BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_applied_keys
    WHERE job_id = NEW.job_id AND sha256 = NEW.sha256 AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER job_applied_documents_analytics_bd BEFORE DELETE ON job_applied_documents BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_applied_keys
    WHERE job_id = OLD.job_id AND sha256 = OLD.sha256 AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
-- A document attached while its application is `applied` went with it.
CREATE TRIGGER job_documents_applied_ai AFTER INSERT ON job_documents BEGIN
  INSERT OR IGNORE INTO job_applied_documents (job_id, user_id, document_id, sha256, type, name, recorded_at)
    SELECT NEW.job_id, NEW.user_id, d.id, d.sha256, d.type, d.name, NEW.created_at
    FROM documents d JOIN jobs j ON j.id = NEW.job_id AND j.user_id = NEW.user_id
    WHERE d.id = NEW.document_id AND d.user_id = NEW.user_id AND d.status = 'ready' AND j.status = 'applied';
END;
--> statement-breakpoint
-- Backfill: the new keys of every existing application, then a record of the documents attached to every
-- application past `saved` now (what was sent before this migration is not known better; their trigger
-- adds their keys).
INSERT INTO analytics_delta (user_id, month, key, v)
SELECT user_id, month, key, sum(v) FROM analytics_answer_keys GROUP BY user_id, month, key;
--> statement-breakpoint
INSERT OR IGNORE INTO job_applied_documents (job_id, user_id, document_id, sha256, type, name, recorded_at)
SELECT j.id, j.user_id, d.id, d.sha256, d.type, d.name, jd.created_at
FROM jobs j JOIN job_documents jd ON jd.job_id = j.id JOIN documents d ON d.id = jd.document_id AND d.user_id = j.user_id
WHERE j.status <> 'saved' AND d.status = 'ready';
