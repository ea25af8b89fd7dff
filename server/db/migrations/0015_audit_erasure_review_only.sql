-- Narrows migration 0010's exception to the append-only audit log: while erasing a person
-- (`app.erasing_person` set in that transaction only), an UPDATE may only blank the quotes of a
-- *review* entry — before and after become null, the title becomes the fixed
-- «Отзыв: Удалённый пользователь» — and must leave every other column as it was.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND current_setting('app.erasing_person', true) = 'on'
    AND OLD.entity_type = 'review'
    AND NEW.entity_title = 'Отзыв: Удалённый пользователь'
    AND NEW.before IS NULL
    AND NEW.after IS NULL
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
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
