import type { CartItem, CartItemPatch } from '@vira/domain/cart';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';

/**
 * How a cart line reaches the renter: pickup at the meeting point, or home delivery (when the listing offers it)
 * to an address given here. Checkout shows and charges exactly what is chosen here.
 */
export function CartDeliveryChoice({
  item,
  money,
  change,
}: {
  item: CartItem;
  money(minor: number): string;
  change(patch: CartItemPatch): void;
}) {
  const { t } = useTranslation('cart');
  const id = useId();
  // Home delivery waits for an address before it is sent (the server refuses it without one).
  const [wanted, setWanted] = useState(item.deliveryMethod);
  const [address, setAddress] = useState(item.deliveryAddress ?? '');
  const [missing, setMissing] = useState(false);

  if (!item.listing.homeDelivery)
    return (
      <span className="flex items-center gap-2 text-sm text-slate-700">
        <Truck className="size-4" aria-hidden />
        {t('item.pickup')}
      </span>
    );

  const choose = (method: string) => {
    setMissing(false);
    setWanted(method as CartItem['deliveryMethod']);
    if (method === 'pickup' && item.deliveryMethod !== 'pickup') change({ deliveryMethod: 'pickup' });
  };
  const save = () => {
    if (!address.trim()) return setMissing(true);
    change({ deliveryMethod: 'home_delivery', deliveryAddress: address.trim() });
  };

  return (
    <fieldset className="grid gap-2 text-sm" data-testid="cart-delivery">
      <legend className="mb-1 flex items-center gap-2 font-medium text-slate-800">
        <Truck className="size-4" aria-hidden /> {t('item.delivery')}
      </legend>
      <RadioGroup value={wanted} onValueChange={choose} className="grid gap-1">
        <Label htmlFor={`${id}-pickup`} className="flex items-center gap-2 font-normal">
          <RadioGroupItem id={`${id}-pickup`} value="pickup" />
          {t('item.pickup')}
        </Label>
        <Label htmlFor={`${id}-home`} className="flex items-center gap-2 font-normal">
          <RadioGroupItem id={`${id}-home`} value="home_delivery" />
          {t('item.homeDeliveryOption', { cost: money(item.listing.deliveryCost) })}
        </Label>
      </RadioGroup>
      {wanted === 'home_delivery' && (
        <div className="grid gap-1 sm:max-w-sm">
          <Label htmlFor={`${id}-address`}>{t('item.address')}</Label>
          <Textarea
            id={`${id}-address`}
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setMissing(false);
            }}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-address-problem` : undefined}
            maxLength={500}
            rows={2}
          />
          {missing && (
            <p id={`${id}-address-problem`} className="text-red-700">
              {t('item.addressRequired')}
            </p>
          )}
          {(item.deliveryMethod !== 'home_delivery' || address.trim() !== (item.deliveryAddress ?? '')) && (
            <Button type="button" size="sm" variant="outline" className="w-fit" onClick={save}>
              {t('item.saveAddress')}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
