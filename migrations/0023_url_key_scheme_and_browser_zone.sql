-- Issue 30: the posting key (core/job-url.ts, contract §4.6) no longer carries the scheme, so `http://` and
-- `https://` of one address are one posting. Existing keys (written by the domain or by 0017's backfill
-- as `http://…` or `https://…`, the scheme already lower-cased) become `//…`.
-- First an http address's default port, which 0017 left in place (it dropped https's :443 only),
UPDATE `jobs` SET `url_key` = 'http://' || substr(`url_key`, 8, instr(substr(`url_key`, 8), ':80') - 1) || substr(`url_key`, 7 + instr(substr(`url_key`, 8), ':80') + 3)
  WHERE `url_key` LIKE 'http://%' AND instr(substr(`url_key`, 8), ':80') > 0
    AND (instr(substr(`url_key`, 8), '/') = 0 OR instr(substr(`url_key`, 8), ':80') < instr(substr(`url_key`, 8), '/'))
    AND (substr(`url_key`, 7 + instr(substr(`url_key`, 8), ':80') + 3, 1) IN ('', '/', '?'));
--> statement-breakpoint
-- then the scheme: everything before the '//'.
UPDATE `jobs` SET `url_key` = substr(`url_key`, instr(`url_key`, '://') + 1)
  WHERE `url_key` LIKE 'http://%' OR `url_key` LIKE 'https://%';
--> statement-breakpoint
-- Decision 044: signing in no longer overwrites the account's zone. A web session keeps the zone its
-- browser reported, and the account the browser zone whose offer to switch it last answered.
ALTER TABLE `sessions` ADD `browser_zone` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `zone_offer_answered` text;
