import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The top line of a design's view: back to all designs, the design's name, then anything else. */
export function DesignHeader({
  name,
  onBack,
  children,
}: {
  name: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All designs
      </Button>
      <h2 className="min-w-0 flex-1 truncate text-lg font-bold text-slate-950">{name}</h2>
      {children}
    </div>
  );
}
