-- Contract §4.6: GET /jobs/lookup?url= finds the caller's job for a posting by its normalised address
-- (core/job-url.ts), read through one index whatever the account's size. The domain keeps the key on
-- every write (create, update, import).
ALTER TABLE `jobs` ADD `url_key` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Backfill as far as SQL can: the trimmed address without its fragment,
UPDATE `jobs` SET `url_key` = trim(`job_url`) WHERE `job_url` != '';
--> statement-breakpoint
UPDATE `jobs` SET `url_key` = substr(`url_key`, 1, instr(`url_key`, '#') - 1) WHERE instr(`url_key`, '#') > 0;
--> statement-breakpoint
-- its scheme and host lower-cased (the part before the first '/' after '://', or all of an address without a path),
UPDATE `jobs` SET `url_key` = CASE
    WHEN instr(substr(`url_key`, instr(`url_key`, '://') + 3), '/') = 0 AND instr(`url_key`, '?') = 0 THEN lower(`url_key`)
    WHEN instr(substr(`url_key`, instr(`url_key`, '://') + 3), '/') = 0 THEN `url_key`
    ELSE lower(substr(`url_key`, 1, instr(`url_key`, '://') + 1 + instr(substr(`url_key`, instr(`url_key`, '://') + 3), '/')))
      || substr(`url_key`, instr(`url_key`, '://') + 2 + instr(substr(`url_key`, instr(`url_key`, '://') + 3), '/'))
  END
  WHERE instr(`url_key`, '://') > 0;
--> statement-breakpoint
-- a default port dropped,
UPDATE `jobs` SET `url_key` = 'https://' || substr(`url_key`, 9, instr(substr(`url_key`, 9), ':443') - 1) || substr(`url_key`, 8 + instr(substr(`url_key`, 9), ':443') + 4)
  WHERE `url_key` LIKE 'https://%' AND instr(substr(`url_key`, 9), ':443') > 0
    AND (instr(substr(`url_key`, 9), '/') = 0 OR instr(substr(`url_key`, 9), ':443') < instr(substr(`url_key`, 9), '/'));
--> statement-breakpoint
-- and, for an address without a query (whose tracking parameters SQL cannot sort out), no trailing slash.
UPDATE `jobs` SET `url_key` = rtrim(`url_key`, '/') WHERE instr(`url_key`, '?') = 0 AND `url_key` LIKE 'http%://%';
--> statement-breakpoint
CREATE INDEX `jobs_user_url_key_idx` ON `jobs` (`user_id`,`url_key`,`created_at`);
