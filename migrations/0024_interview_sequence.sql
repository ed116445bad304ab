-- Issue 30: an interview's revision, the calendar's SEQUENCE (RFC 5545, section 3.8.7.4). updateInterview
-- adds one on every change, so a calendar that imported or subscribed to the event takes its new time
-- instead of keeping the first version (decision 045). Existing interviews start at 0, as they were served.
ALTER TABLE `interviews` ADD `sequence` integer DEFAULT 0 NOT NULL;
