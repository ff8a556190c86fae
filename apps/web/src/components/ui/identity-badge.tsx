import { ShieldCheckIcon } from 'lucide-react';
import { Badge } from './badge';

/**
 * The verified-identity badge (issue 38): an identity document and selfie were checked. Blue with a shield, apart
 * from the green "Verificado" and the Vira crown, so the three are never confused.
 */
export function IdentityBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={`border-sky-300 bg-sky-50 text-sky-900 ${className ?? ''}`}
      data-testid="identity-badge"
    >
      <ShieldCheckIcon aria-hidden />
      {label}
    </Badge>
  );
}
