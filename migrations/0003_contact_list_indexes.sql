DROP INDEX `contacts_user_name_idx`;--> statement-breakpoint
DROP INDEX `contacts_user_company_idx`;--> statement-breakpoint
DROP INDEX `contacts_user_relationship_idx`;--> statement-breakpoint
DROP INDEX `contacts_user_favorite_idx`;--> statement-breakpoint
DROP INDEX `contacts_user_last_contact_idx`;--> statement-breakpoint
CREATE INDEX `contacts_user_name_nocase_idx` ON `contacts` (`user_id`,"name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `contacts_user_company_nocase_idx` ON `contacts` (`user_id`,"company" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `contacts_user_relationship_idx` ON `contacts` (`user_id`,`relationship`,`created_at`);--> statement-breakpoint
CREATE INDEX `contacts_user_favorite_idx` ON `contacts` (`user_id`,`favorite`,`created_at`);--> statement-breakpoint
CREATE INDEX `contacts_user_last_contact_idx` ON `contacts` (`user_id`,`last_contact_date`,`id`);