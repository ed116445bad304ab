-- Issue 31 (docs/decisions/049): single-key shortcuts on the signed-in screens, on unless the user turns
-- them off in the profile (WCAG 2.1.4). Read with the session check's one statement, as the zone offer is.
ALTER TABLE `users` ADD `keyboard_shortcuts` integer DEFAULT true NOT NULL;
