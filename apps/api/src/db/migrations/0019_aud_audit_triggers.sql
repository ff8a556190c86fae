-- The audit trail (decision 025). Every change of an audited table is recorded by a row trigger in the same
-- transaction, so no write path can forget it; the service says who acted through transaction-local settings
-- (vira.actor_id, vira.actor_role, vira.request_id, vira.reason, vira.action), "system" when none were set.

-- The text that is hashed: PostgreSQL's jsonb text of the event (keys in jsonb's fixed order), the time in UTC
-- to the microsecond. The verifier reads this same text and recomputes the SHA-256 in the server.
CREATE OR REPLACE FUNCTION vira_audit_canonical(
  entity_type text, entity_id text, seq integer, action text, actor_id text, actor_role text, request_id text,
  occurred_at timestamptz, changes jsonb, reason text, prev_hash text
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'entityType', entity_type, 'entityId', entity_id, 'seq', seq, 'action', action, 'actorId', actor_id,
    'actorRole', actor_role, 'requestId', request_id,
    'occurredAt', to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'changes', changes, 'reason', reason, 'prevHash', prev_hash
  )::text
$$;
--> statement-breakpoint
-- Appends one event to an entity's chain. It is called only from the row trigger below, so the row being written
-- is already locked by its own statement until commit (an update or delete holds the row lock; a second insert of
-- the same id waits on the primary key): two transactions can never both take the same seq / previous hash, and
-- the unique (entity, seq) index stands behind that. No advisory lock per entity: a bulk write of 100,000 rows in
-- one transaction would run out of the lock table ("out of shared memory").
CREATE OR REPLACE FUNCTION vira_audit_append(
  p_entity_type text, p_entity_id text, p_action text, p_changes jsonb,
  p_actor_id text DEFAULT NULL, p_actor_role text DEFAULT NULL, p_reason text DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_actor_id text := coalesce(p_actor_id, nullif(current_setting('vira.actor_id', true), ''));
  v_role text := coalesce(p_actor_role, nullif(current_setting('vira.actor_role', true), ''),
                          CASE WHEN v_actor_id IS NULL THEN 'system' ELSE 'user' END);
  v_request text := nullif(current_setting('vira.request_id', true), '');
  v_reason text := coalesce(p_reason, nullif(current_setting('vira.reason', true), ''));
  v_at timestamptz := date_trunc('microseconds', clock_timestamp());
  v_seq integer;
  v_prev text;
BEGIN
  SELECT e.seq, e.hash INTO v_seq, v_prev FROM audit_events e
    WHERE e.entity_type = p_entity_type AND e.entity_id = p_entity_id ORDER BY e.seq DESC LIMIT 1;
  v_seq := coalesce(v_seq, 0) + 1;
  INSERT INTO audit_events (entity_type, entity_id, seq, action, actor_id, actor_role, request_id, occurred_at,
                            changes, reason, prev_hash, hash)
  VALUES (p_entity_type, p_entity_id, v_seq, p_action, v_actor_id, v_role, v_request, v_at, p_changes, v_reason,
          v_prev,
          encode(sha256(convert_to(vira_audit_canonical(p_entity_type, p_entity_id, v_seq, p_action, v_actor_id,
            v_role, v_request, v_at, p_changes, v_reason, v_prev), 'UTF8')), 'hex'));
END
$$;
--> statement-breakpoint
-- The row trigger: the diff of OLD and NEW, without columns that change by themselves (timestamps of the write,
-- generated search columns, derived rating counters). An update that only touched those is not an event.
CREATE OR REPLACE FUNCTION vira_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noise text[] := ARRAY['updated_at', 'search_document', 'search_title', 'search_location', 'listed', 'rating',
                        'review_count', 'held_range'];
  row_j jsonb;
  diff jsonb;
  v_action text;
  v_actor text;
  v_role text;
  v_reason text;
BEGIN
  -- Set-based diffs (jsonb_each), not a loop of concatenations: bulk writes stay affordable.
  IF TG_OP = 'INSERT' THEN
    row_j := to_jsonb(NEW);
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('after', value)), '{}') INTO diff
      FROM jsonb_each(row_j) WHERE value <> 'null'::jsonb AND NOT key = ANY(noise);
    v_action := 'created';
  ELSIF TG_OP = 'DELETE' THEN
    row_j := to_jsonb(OLD);
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('before', value)), '{}') INTO diff
      FROM jsonb_each(row_j) WHERE value <> 'null'::jsonb AND NOT key = ANY(noise);
    v_action := coalesce(nullif(current_setting('vira.action', true), ''), 'deleted');
  ELSE
    row_j := to_jsonb(NEW);
    SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_object('before', o.value, 'after', n.value)), '{}') INTO diff
      FROM jsonb_each(row_j) n JOIN jsonb_each(to_jsonb(OLD)) o ON o.key = n.key
      WHERE n.value IS DISTINCT FROM o.value AND NOT n.key = ANY(noise);
    IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
    v_action := coalesce(nullif(current_setting('vira.action', true), ''),
                         CASE WHEN diff ? 'status' THEN 'status_changed' ELSE 'updated' END);
  END IF;
  IF TG_TABLE_NAME = 'admin_actions' THEN
    -- The admin action row names its admin and reason itself.
    v_actor := row_j ->> 'admin_id';
    v_role := 'admin';
    v_reason := row_j ->> 'reason';
    v_action := coalesce(row_j ->> 'action', v_action);
  END IF;
  PERFORM vira_audit_append(TG_ARGV[0], row_j ->> 'id', v_action, diff, v_actor, v_role, v_reason);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vira_audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_delete BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION vira_audit_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION vira_audit_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_listings AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('listing');
--> statement-breakpoint
CREATE TRIGGER audit_orders AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('order');
--> statement-breakpoint
CREATE TRIGGER audit_bookings AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('booking');
--> statement-breakpoint
CREATE TRIGGER audit_payments AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('payment');
--> statement-breakpoint
CREATE TRIGGER audit_refunds AFTER INSERT OR UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('refund');
--> statement-breakpoint
CREATE TRIGGER audit_payouts AFTER INSERT OR UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('payout');
--> statement-breakpoint
CREATE TRIGGER audit_reviews AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('review');
--> statement-breakpoint
CREATE TRIGGER audit_vira_applications AFTER INSERT OR UPDATE OR DELETE ON vira_applications
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('vira_application');
--> statement-breakpoint
CREATE TRIGGER audit_aid_requests AFTER INSERT OR UPDATE OR DELETE ON aid_requests
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('aid_request');
--> statement-breakpoint
CREATE TRIGGER audit_admin_actions AFTER INSERT ON admin_actions
  FOR EACH ROW EXECUTE FUNCTION vira_audit_row('admin_action');
