-- Paying before a paid period ends (decision 043): a plan change's order deducts the unused part of the
-- current periods. The credit is worked out once, when the order is created, and kept with it so the
-- activation (verify, Payment Link callback, webhook) and the receipt read what the order showed.
ALTER TABLE `transactions` ADD `credit_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `credit_plan_id` text REFERENCES plans(id);--> statement-breakpoint
ALTER TABLE `transactions` ADD `credit_days` integer;
