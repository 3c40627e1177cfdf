import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { CartoonGenerator } from './cartoon-generator';

/** The cartoon generator as the studio opens it, with the user's token values. */
export default function CartoonTool({ tokens }: StudioToolProps) {
  return <CartoonGenerator tokens={tokens} headingLevel={2} />;
}
