import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { ActionFigureCreator } from './action-figure-creator';

/** The action figure creator as the studio opens it. */
export default function ActionFigureTool({ tokens }: StudioToolProps) {
  return <ActionFigureCreator tokens={tokens} headingLevel={2} />;
}
