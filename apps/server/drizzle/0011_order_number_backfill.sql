-- Orders paid before order numbers existed get one now (issue 14): DT- and six characters of the
-- order-number alphabet (packages/contracts/src/order-number.ts), drawn again on the rare clash.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  pending record;
  candidate text;
BEGIN
  FOR pending IN SELECT id FROM orders WHERE order_number IS NULL LOOP
    LOOP
      candidate := 'DT-';
      FOR i IN 1..6 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM orders WHERE order_number = candidate);
    END LOOP;
    UPDATE orders SET order_number = candidate WHERE id = pending.id;
  END LOOP;
END $$;
