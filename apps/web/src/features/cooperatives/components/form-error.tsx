/** The API's message (already in the person's language) under a form that failed. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
