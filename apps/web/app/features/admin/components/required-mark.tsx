/** The red star after a required field's label. Hidden from screen readers: the field's own required or
 * aria-required says it. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-lotus-700">
      *
    </span>
  );
}
