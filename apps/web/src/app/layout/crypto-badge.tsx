import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { AcceptedPayments } from './accepted-payments';
import type { DeferredWidgetProps } from '@/components/ui/deferred-widget';
import { CryptoBadgeButton } from './header-triggers';

/** 'CRYPTO' badge; hovering or focusing it lists the accepted ways to pay. */
export default function CryptoBadge({ defaultOpen, autoFocus }: DeferredWidgetProps) {
  return (
    <Tooltip defaultOpen={defaultOpen}>
      <TooltipTrigger asChild>
        <CryptoBadgeButton autoFocus={autoFocus} />
      </TooltipTrigger>
      <TooltipContent side="bottom" className="w-64" data-testid="accepted-payments">
        <AcceptedPayments />
      </TooltipContent>
    </Tooltip>
  );
}
