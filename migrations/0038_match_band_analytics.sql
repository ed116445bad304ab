-- Issue 33 review: the jobs' analytics triggers of 0037 listed `match_score` among their columns, so every
-- write of a stored score (worker/domain/match/stored.server.ts, a whole account at a time) took away and
-- added back every analytics key of the job. They are made again as 0037 wrote them without it; a score
-- moves only the match-band keys (`mb:`), and only when its band changes. `setJobMatches` (writes.server.ts)
-- is the one writer of match_score and sets no other analytics column, so the two never fire together.
CREATE VIEW analytics_match_band_keys AS
SELECT job_id, user_id, month, key, v FROM analytics_answer_keys WHERE substr(key, 4, 3) = 'mb:';
--> statement-breakpoint
DROP TRIGGER jobs_analytics_bu;
--> statement-breakpoint
DROP TRIGGER jobs_analytics_au;
--> statement-breakpoint
CREATE TRIGGER jobs_analytics_bu BEFORE UPDATE OF status, application_date, job_type, job_location, priority, salary_min, salary_max, company, user_id, source ON jobs BEGIN
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
CREATE TRIGGER jobs_analytics_au AFTER UPDATE OF status, application_date, job_type, job_location, priority, salary_min, salary_max, company, user_id, source ON jobs BEGIN
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
-- The band of a score: NULL, 0-39, 40-59, 60-79, 80-100 (as analytics_answer_keys names them).
CREATE TRIGGER jobs_match_band_bu BEFORE UPDATE OF match_score ON jobs
WHEN (CASE WHEN OLD.match_score IS NULL THEN -1 WHEN OLD.match_score < 40 THEN 0 WHEN OLD.match_score < 60 THEN 1 WHEN OLD.match_score < 80 THEN 2 ELSE 3 END)
  IS NOT (CASE WHEN NEW.match_score IS NULL THEN -1 WHEN NEW.match_score < 40 THEN 0 WHEN NEW.match_score < 60 THEN 1 WHEN NEW.match_score < 80 THEN 2 ELSE 3 END)
BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, -v FROM analytics_match_band_keys
    WHERE job_id = OLD.id AND EXISTS (SELECT 1 FROM users WHERE users.id = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_match_band_au AFTER UPDATE OF match_score ON jobs
WHEN (CASE WHEN OLD.match_score IS NULL THEN -1 WHEN OLD.match_score < 40 THEN 0 WHEN OLD.match_score < 60 THEN 1 WHEN OLD.match_score < 80 THEN 2 ELSE 3 END)
  IS NOT (CASE WHEN NEW.match_score IS NULL THEN -1 WHEN NEW.match_score < 40 THEN 0 WHEN NEW.match_score < 60 THEN 1 WHEN NEW.match_score < 80 THEN 2 ELSE 3 END)
BEGIN
  INSERT INTO analytics_delta (user_id, month, key, v)
    SELECT user_id, month, key, v FROM analytics_match_band_keys
    WHERE job_id = NEW.id AND EXISTS (SELECT 1 FROM users WHERE users.id = NEW.user_id);
END;
