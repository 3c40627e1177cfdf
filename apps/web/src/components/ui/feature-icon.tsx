import {
  BicepsFlexed,
  Film,
  ImagePlus,
  Laugh,
  type LucideIcon,
  type LucideProps,
  Mail,
  MicVocal,
  Palette,
  Sparkles,
  ToyBrick,
  Trees,
  Tv,
  Video,
  WandSparkles,
} from 'lucide-react';

/** The lucide icon of each name core's catalog uses (core stays free of React). */
export const FEATURE_ICONS: Readonly<Record<string, LucideIcon>> = {
  BicepsFlexed,
  Film,
  ImagePlus,
  Laugh,
  Mail,
  MicVocal,
  Palette,
  ToyBrick,
  Trees,
  Tv,
  Video,
  WandSparkles,
};

/** A catalog entry's icon by name; a sparkle for a name this map does not know yet. */
export function FeatureIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = FEATURE_ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" {...props} />;
}
