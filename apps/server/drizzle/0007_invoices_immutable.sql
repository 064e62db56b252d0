-- Written by hand (drizzle-kit does not model triggers): issued invoices are accounting records that
-- must stay as the buyer received them, and their series must never skip or repeat a number, whatever
-- code or person talks to the database (docs/decisions/024).

-- invoices: no UPDATE, DELETE or TRUNCATE, except the one erasure of the buyer's personal data on a
-- GDPR/DPDP request: buyer_name, buyer_email and child_name become null and buyer_erased_at is set,
-- once, with every other column unchanged (the amounts, number and seller stay for the tax records).
CREATE FUNCTION "invoices_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  personal constant text[] := ARRAY['buyer_name', 'buyer_email', 'child_name', 'buyer_erased_at'];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.buyer_erased_at IS NULL
      AND NEW.buyer_erased_at IS NOT NULL
      AND NEW.buyer_name IS NULL AND NEW.buyer_email IS NULL AND NEW.child_name IS NULL
      AND (to_jsonb(NEW) - personal) = (to_jsonb(OLD) - personal)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'invoices are immutable: % refused (only the erasure of the buyer''s personal data is allowed)', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_changes"();
--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoices_refuse_changes"();
--> statement-breakpoint
-- invoice_series: a year's counter only ever goes up by exactly one; rows are never removed.
CREATE FUNCTION "invoice_series_only_increments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.financial_year = OLD.financial_year AND NEW.last_number = OLD.last_number + 1 THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'invoice_series only counts up by one: % refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_series_counts_up" BEFORE UPDATE OR DELETE ON "invoice_series"
  FOR EACH ROW EXECUTE FUNCTION "invoice_series_only_increments"();
--> statement-breakpoint
CREATE TRIGGER "invoice_series_no_truncate" BEFORE TRUNCATE ON "invoice_series"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_series_only_increments"();
