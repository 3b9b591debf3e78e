-- The leads and their delivery history on PostgreSQL: the columns of the SQLite store (the same
-- texts: ISO dates, the tags and a failure as JSON text, kept as received), milliseconds as bigint,
-- and the relay's lease: `claimed_by` (a server's id) and `claim_expires` (ms) while a server is
-- delivering the lead; another server takes it only once the lease has expired.
CREATE TABLE leads (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  received_at text NOT NULL,
  automation_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL,
  tags text NOT NULL,
  status text NOT NULL CHECK (status IN ('inbox', 'pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  since_ms bigint,
  next_ms bigint,
  unreachable smallint NOT NULL DEFAULT 0,
  last_error text,
  settled_at text,
  failure text,
  claimed_by text,
  claim_expires bigint
);
CREATE INDEX leads_due ON leads (status, next_ms);
CREATE INDEX leads_received ON leads (received_at);
CREATE TABLE deliveries (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  at text NOT NULL,
  event text NOT NULL,
  attempt integer,
  status integer,
  error text,
  answer text
);
CREATE INDEX deliveries_lead ON deliveries (lead_id);
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
