/** The link to the signed agreement PDF, or a line saying it is on its way (client and agent). */
export function SignedCopyLink({
  id,
  ready,
  label,
  className,
}: {
  id: string;
  ready: boolean;
  label: string;
  className: string;
}) {
  if (!ready)
    return (
      <p className="text-muted-foreground text-sm">
        The signed copy (PDF) is being prepared; it will be here shortly.
      </p>
    );
  return (
    <a href={`/api/engagements/${id}/pdf`} className={className} data-testid="engagement-pdf-link">
      {label}
    </a>
  );
}
