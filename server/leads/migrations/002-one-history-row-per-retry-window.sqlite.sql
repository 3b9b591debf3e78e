-- A retry no longer writes a history row (attempts and the last error are on the lead's row): the
-- rows earlier versions wrote per retry go, except each lead's first failure (decision 540). Was
-- PRAGMA user_version 1. PostgreSQL never had such rows: nothing to do there.
DELETE FROM deliveries WHERE event = 'attempt-failed' AND rowid NOT IN
  (SELECT min(rowid) FROM deliveries WHERE event = 'attempt-failed' GROUP BY lead_id);
