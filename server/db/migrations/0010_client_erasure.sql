CREATE INDEX "payments_payer_user_idx" ON "payments" USING btree ("payer_user_id");--> statement-breakpoint
-- The audit log stays append-only with one exception: erasing a person (152-FZ, issue 13 §1)
-- blanks, inside its own transaction, the entries that quote them. The transaction says so with
-- a transaction-local setting, and may change nothing but the quoted data (title, before, after).
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND current_setting('app.erasing_person', true) = 'on'
    AND NEW.id = OLD.id
    AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
    AND NEW.actor_name = OLD.actor_name
    AND NEW.actor_email = OLD.actor_email
    AND NEW.actor_role = OLD.actor_role
    AND NEW.entity_type = OLD.entity_type
    AND NEW.entity_id = OLD.entity_id
    AND NEW.action = OLD.action
    AND NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address
    AND NEW.created_at = OLD.created_at
    AND NEW.before IS NULL
    AND NEW.after IS NULL
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
