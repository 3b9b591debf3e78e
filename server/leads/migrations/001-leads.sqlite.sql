-- The leads and their delivery history, as the store wrote them from its first SQLite version
-- (PRAGMA user_version 0 and 1). IF NOT EXISTS: a database of those versions already has them.
CREATE TABLE IF NOT EXISTS leads (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  automation_id TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  tags TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  since_ms INTEGER,
  next_ms INTEGER,
  unreachable INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  settled_at TEXT,
  failure TEXT
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_ms);
CREATE INDEX IF NOT EXISTS leads_received ON leads (received_at);
CREATE TABLE IF NOT EXISTS deliveries (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  event TEXT NOT NULL,
  attempt INTEGER,
  status INTEGER,
  error TEXT,
  answer TEXT
);
CREATE INDEX IF NOT EXISTS deliveries_lead ON deliveries (lead_id);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
