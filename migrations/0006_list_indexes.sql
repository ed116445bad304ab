DROP INDEX `jobs_user_status_idx`;--> statement-breakpoint
DROP INDEX `jobs_user_type_idx`;--> statement-breakpoint
DROP INDEX `jobs_user_favorite_idx`;--> statement-breakpoint
DROP INDEX `jobs_user_company_idx`;--> statement-breakpoint
DROP INDEX `jobs_user_application_date_idx`;--> statement-breakpoint
DROP INDEX `jobs_user_priority_idx`;--> statement-breakpoint
DROP INDEX `jobs_contact_person_idx`;--> statement-breakpoint
CREATE INDEX `jobs_user_status_created_idx` ON `jobs` (`user_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_user_type_created_idx` ON `jobs` (`user_id`,`job_type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_user_favorite_created_idx` ON `jobs` (`user_id`,`favorite`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_user_company_nocase_idx` ON `jobs` (`user_id`,"company" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `jobs_user_application_date_id_idx` ON `jobs` (`user_id`,`application_date`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_user_priority_created_idx` ON `jobs` (`user_id`,`priority_rank`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_contact_person_user_idx` ON `jobs` (`contact_person_id`,`user_id`);--> statement-breakpoint
DROP INDEX `tasks_user_due_idx`;--> statement-breakpoint
DROP INDEX `tasks_user_priority_idx`;--> statement-breakpoint
DROP INDEX `tasks_user_category_idx`;--> statement-breakpoint
DROP INDEX `tasks_user_status_due_idx`;--> statement-breakpoint
CREATE INDEX `tasks_user_status_created_idx` ON `tasks` (`user_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_due_id_idx` ON `tasks` (`user_id`,`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_priority_created_idx` ON `tasks` (`user_id`,`priority_rank`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_category_created_idx` ON `tasks` (`user_id`,`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_status_due_idx` ON `tasks` (`user_id`,`status`,`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `interviews_user_job_idx` ON `interviews` (`user_id`,`job_id`,`created_at`,`id`);