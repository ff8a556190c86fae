import { ChevronDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import HomeCategoryMenu, { type CategoryChoice } from './home-category-menu';

export interface HomeCategoryDropdownProps {
  id: string;
  label: string;
  onChoose(choice: CategoryChoice): void;
}

/**
 * The real (Radix) category dropdown of the home form. Loaded only when the person reaches for the look-alike
 * button, so the menu code and the taxonomy stay out of the home page's first download; it mounts open and
 * focused because the person already clicked.
 */
export default function HomeCategoryDropdown({ id, label, onChoose }: HomeCategoryDropdownProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button
          id={id}
          autoFocus
          variant="outline"
          className="justify-between! font-normal!"
          data-testid="home-category"
        >
          <span className="truncate">{label}</span>
          <ChevronDownIcon aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-[300px] w-72 overflow-y-auto">
        <HomeCategoryMenu onChoose={onChoose} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
