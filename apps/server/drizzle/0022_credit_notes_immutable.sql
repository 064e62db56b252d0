-- Written by hand (drizzle-kit does not model triggers): issued credit notes are accounting records
-- like the invoices they reverse, and their series must never skip or repeat a number, whatever code
-- or person talks to the database (docs/decisions/024, migration 0007 for the invoices).

-- credit_notes: no UPDATE, DELETE or TRUNCATE (the buyer's personal data is on the invoice, not here).
CREATE FUNCTION "credit_notes_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit notes are immutable: % refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_immutable" BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "credit_notes_refuse_changes"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_no_truncate" BEFORE TRUNCATE ON "credit_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_notes_refuse_changes"();
--> statement-breakpoint
-- credit_note_series: a year's counter only ever goes up by exactly one; rows are never removed.
CREATE FUNCTION "credit_note_series_only_increments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.financial_year = OLD.financial_year AND NEW.last_number = OLD.last_number + 1 THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'credit_note_series only counts up by one: % refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_note_series_counts_up" BEFORE UPDATE OR DELETE ON "credit_note_series"
  FOR EACH ROW EXECUTE FUNCTION "credit_note_series_only_increments"();
--> statement-breakpoint
CREATE TRIGGER "credit_note_series_no_truncate" BEFORE TRUNCATE ON "credit_note_series"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_note_series_only_increments"();
