import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { GhibliGenerator } from './ghibli-generator';

/** The Ghibli generator as the studio opens it, filling tokens from the user's values. */
export default function GhibliTool({ tokens }: StudioToolProps) {
  return <GhibliGenerator tokens={tokens} headingLevel={2} />;
}
