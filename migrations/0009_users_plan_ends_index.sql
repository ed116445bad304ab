-- The daily billing run (runBillingSchedule) finds lapsed paid plans by their end; free users have none.
CREATE INDEX `users_plan_ends_idx` ON `users` (`plan_ends_at`) WHERE "users"."plan_ends_at" IS NOT NULL;
