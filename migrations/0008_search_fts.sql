-- Substring search on FTS5 trigram indexes (docs/decisions/021): external-content tables over the rows'
-- own rowid, kept in sync by triggers; 'rebuild' fills them from the existing rows. `user_id` is indexed
-- too, so a search matches the owner's id and the term together inside the index (an id is 24 characters,
-- so a 24-character substring of one is that id).
-- A rebuild of jobs, tasks or contacts (drizzle's table recreation) renumbers rowids and drops triggers:
-- such a migration must re-create these triggers and end with INSERT INTO <t>_fts (<t>_fts) VALUES ('rebuild').
CREATE VIRTUAL TABLE jobs_fts USING fts5(user_id, company, position, content='jobs', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER jobs_fts_ai AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts (rowid, user_id, company, position) VALUES (NEW.rowid, NEW.user_id, NEW.company, NEW.position);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_fts_ad AFTER DELETE ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, user_id, company, position) VALUES ('delete', OLD.rowid, OLD.user_id, OLD.company, OLD.position);
END;
--> statement-breakpoint
CREATE TRIGGER jobs_fts_au AFTER UPDATE OF user_id, company, position ON jobs BEGIN
  INSERT INTO jobs_fts (jobs_fts, rowid, user_id, company, position) VALUES ('delete', OLD.rowid, OLD.user_id, OLD.company, OLD.position);
  INSERT INTO jobs_fts (rowid, user_id, company, position) VALUES (NEW.rowid, NEW.user_id, NEW.company, NEW.position);
END;
--> statement-breakpoint
INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE tasks_fts USING fts5(user_id, title, description, content='tasks', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER tasks_fts_ai AFTER INSERT ON tasks BEGIN
  INSERT INTO tasks_fts (rowid, user_id, title, description) VALUES (NEW.rowid, NEW.user_id, NEW.title, NEW.description);
END;
--> statement-breakpoint
CREATE TRIGGER tasks_fts_ad AFTER DELETE ON tasks BEGIN
  INSERT INTO tasks_fts (tasks_fts, rowid, user_id, title, description) VALUES ('delete', OLD.rowid, OLD.user_id, OLD.title, OLD.description);
END;
--> statement-breakpoint
CREATE TRIGGER tasks_fts_au AFTER UPDATE OF user_id, title, description ON tasks BEGIN
  INSERT INTO tasks_fts (tasks_fts, rowid, user_id, title, description) VALUES ('delete', OLD.rowid, OLD.user_id, OLD.title, OLD.description);
  INSERT INTO tasks_fts (rowid, user_id, title, description) VALUES (NEW.rowid, NEW.user_id, NEW.title, NEW.description);
END;
--> statement-breakpoint
INSERT INTO tasks_fts (tasks_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE contacts_fts USING fts5(user_id, name, email, company, position, content='contacts', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER contacts_fts_ai AFTER INSERT ON contacts BEGIN
  INSERT INTO contacts_fts (rowid, user_id, name, email, company, position) VALUES (NEW.rowid, NEW.user_id, NEW.name, NEW.email, NEW.company, NEW.position);
END;
--> statement-breakpoint
CREATE TRIGGER contacts_fts_ad AFTER DELETE ON contacts BEGIN
  INSERT INTO contacts_fts (contacts_fts, rowid, user_id, name, email, company, position) VALUES ('delete', OLD.rowid, OLD.user_id, OLD.name, OLD.email, OLD.company, OLD.position);
END;
--> statement-breakpoint
CREATE TRIGGER contacts_fts_au AFTER UPDATE OF user_id, name, email, company, position ON contacts BEGIN
  INSERT INTO contacts_fts (contacts_fts, rowid, user_id, name, email, company, position) VALUES ('delete', OLD.rowid, OLD.user_id, OLD.name, OLD.email, OLD.company, OLD.position);
  INSERT INTO contacts_fts (rowid, user_id, name, email, company, position) VALUES (NEW.rowid, NEW.user_id, NEW.name, NEW.email, NEW.company, NEW.position);
END;
--> statement-breakpoint
INSERT INTO contacts_fts (contacts_fts) VALUES ('rebuild');
