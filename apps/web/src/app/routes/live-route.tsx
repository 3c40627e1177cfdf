import { LivePage } from '@/features/live-images/live-page';
import { TokenPanel } from '@/features/tokens/panel/token-panel';
import { TokenDragProvider } from '@/lib/tokens/token-drag-provider';

/** /live: the live image designer with the token panel, under one token drag-and-drop. */
export default function LiveRoute() {
  return (
    <TokenDragProvider>
      <LivePage TokenPanel={TokenPanel} />
    </TokenDragProvider>
  );
}
