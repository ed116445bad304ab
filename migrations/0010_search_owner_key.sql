ALTER TABLE `users` ADD `search_seq` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `search_key` text GENERATED ALWAYS AS (CASE WHEN search_seq IS NULL THEN NULL ELSE char(19968 + search_seq / 440664064 % 20992, 19968 + search_seq / 20992 % 20992, 19968 + search_seq % 20992) END) VIRTUAL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_search_seq_unique` ON `users` (`search_seq`);--> statement-breakpoint
-- The owner's key in the search indexes (docs/decisions/021). Until now each FTS row held the owner's
-- 24-character id, 22 trigrams, each of whose doclists a search walked; with many users those trigrams
-- are shared between ids. Now each user has a number (search_seq, in sign-up order: a trigger takes the
-- largest so far plus one; the number of the newest account, deleted, can be given again, its entries
-- having left the indexes with its rows) and a key of three CJK characters derived from it (search_key):
-- one trigram, unique to its owner among the living accounts, so a search reads its owner's entries only.
UPDATE users SET search_seq = rowid;
--> statement-breakpoint
CREATE TRIGGER users_search_seq_ai AFTER INSERT ON users WHEN NEW.search_seq IS NULL BEGIN
  UPDATE users SET search_seq = (SELECT coalesce(max(search_seq), 0) + 1 FROM users) WHERE id = NEW.id;
END;
--> statement-breakpoint
-- A migration that rebuilds `users` (drizzle's table recreation) drops this trigger and users_counters_ai
-- (0007): it must re-create both. Without a number a user's key is NULL and their searches match nothing.
-- The indexes become contentless (content='', contentless_delete=1): the owner's key is not a column of
-- jobs, tasks or contacts, and a delete needs only the rowid, so a cascade from a deleted user (whose row,
-- and key, are already gone) still removes its entries. Filled here from the rows; a migration that
-- rebuilds one of these tables (drizzle's table recreation renumbers rowids and drops triggers) must
-- re-create its triggers and refill it: INSERT INTO <t>_fts (<t>_fts) VALUES ('delete-all'), then the
-- INSERT … SELECT below.
DROP TRIGGER jobs_fts_ai;
--> statement-breakpoint
DROP TRIGGER jobs_fts_ad;
--> statement-breakpoint
DROP TRIGGER jobs_fts_au;
--> statement-breakpoint
DROP TABLE jobs_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE jobs_fts USING fts5(owner, company, position, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER jobs_fts_ai AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts (rowid, owner, company, position) SELECT NEW.rowid, search_key, NEW.company, NEW.position FROM users WHERE id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_fts_ad AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = OLD.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER jobs_fts_au AFTER UPDATE OF user_id, company, position ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = OLD.rowid;
  INSERT INTO jobs_fts (rowid, owner, company, position) SELECT NEW.rowid, search_key, NEW.company, NEW.position FROM users WHERE id = NEW.user_id;
END;
--> statement-breakpoint
INSERT INTO jobs_fts (rowid, owner, company, position)
  SELECT t.rowid, u.search_key, t.company, t.position FROM jobs AS t JOIN users AS u ON u.id = t.user_id;
--> statement-breakpoint
DROP TRIGGER tasks_fts_ai;
--> statement-breakpoint
DROP TRIGGER tasks_fts_ad;
--> statement-breakpoint
DROP TRIGGER tasks_fts_au;
--> statement-breakpoint
DROP TABLE tasks_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE tasks_fts USING fts5(owner, title, description, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER tasks_fts_ai AFTER INSERT ON tasks BEGIN
  INSERT INTO tasks_fts (rowid, owner, title, description) SELECT NEW.rowid, search_key, NEW.title, NEW.description FROM users WHERE id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER tasks_fts_ad AFTER DELETE ON tasks BEGIN
  DELETE FROM tasks_fts WHERE rowid = OLD.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER tasks_fts_au AFTER UPDATE OF user_id, title, description ON tasks BEGIN
  DELETE FROM tasks_fts WHERE rowid = OLD.rowid;
  INSERT INTO tasks_fts (rowid, owner, title, description) SELECT NEW.rowid, search_key, NEW.title, NEW.description FROM users WHERE id = NEW.user_id;
END;
--> statement-breakpoint
INSERT INTO tasks_fts (rowid, owner, title, description)
  SELECT t.rowid, u.search_key, t.title, t.description FROM tasks AS t JOIN users AS u ON u.id = t.user_id;
--> statement-breakpoint
DROP TRIGGER contacts_fts_ai;
--> statement-breakpoint
DROP TRIGGER contacts_fts_ad;
--> statement-breakpoint
DROP TRIGGER contacts_fts_au;
--> statement-breakpoint
DROP TABLE contacts_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE contacts_fts USING fts5(owner, name, email, company, position, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER contacts_fts_ai AFTER INSERT ON contacts BEGIN
  INSERT INTO contacts_fts (rowid, owner, name, email, company, position) SELECT NEW.rowid, search_key, NEW.name, NEW.email, NEW.company, NEW.position FROM users WHERE id = NEW.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_fts_ad AFTER DELETE ON contacts BEGIN
  DELETE FROM contacts_fts WHERE rowid = OLD.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_fts_au AFTER UPDATE OF user_id, name, email, company, position ON contacts BEGIN
  DELETE FROM contacts_fts WHERE rowid = OLD.rowid;
  INSERT INTO contacts_fts (rowid, owner, name, email, company, position) SELECT NEW.rowid, search_key, NEW.name, NEW.email, NEW.company, NEW.position FROM users WHERE id = NEW.user_id;
END;
--> statement-breakpoint
INSERT INTO contacts_fts (rowid, owner, name, email, company, position)
  SELECT t.rowid, u.search_key, t.name, t.email, t.company, t.position FROM contacts AS t JOIN users AS u ON u.id = t.user_id;
