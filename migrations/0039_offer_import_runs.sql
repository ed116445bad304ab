-- The import that wrote an offer (issue 34, docs/decisions/057-offers.md): the JSON import writes a file's
-- offer onto an application already in the account as well as onto the ones it creates, so the offer carries
-- the import's id and the import's undo removes exactly the offers it wrote (those edited since stay).
-- A column is added, never a rebuild: a rebuild would drop the offers' deadline triggers of 0033.
ALTER TABLE `offers` ADD `import_run_id` text;
--> statement-breakpoint
CREATE INDEX `offers_import_run_idx` ON `offers` (`import_run_id`) WHERE "offers"."import_run_id" IS NOT NULL;
