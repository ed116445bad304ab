-- Forward to track (issue 32), written by hand: the inbox shows the newest Gmail forwarding confirmation of the last
-- few days at the top. This partial index holds only the messages that carry one, so finding it reads one row
-- however many messages arrived meanwhile (up to the daily cap of 200 a day).
CREATE INDEX `inbox_messages_user_confirmation_idx` ON `inbox_messages` (`user_id`,`received_at`) WHERE confirmation IS NOT NULL;
