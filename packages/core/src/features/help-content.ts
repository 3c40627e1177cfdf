import type { FeatureId } from './feature-ids.ts';

/** Help shown in a feature dialog: a paragraph, four steps and a few tips. */
export interface FeatureHelp {
  readonly helpText: string;
  readonly helpSteps: readonly [string, string, string, string];
  readonly tips: readonly string[];
}

// Kept apart from the catalog so the catalog stays a scannable table of ids, titles and flags.
export const FEATURE_HELP: Readonly<Record<FeatureId, FeatureHelp>> = {
  image: {
    helpText:
      'Describe the picture you want and the AI paints it. Add tokens like [FIRSTNAME] or [COMPANY] to the prompt and every customer gets an image made for them.',
    helpSteps: [
      'Write a prompt describing the scene, style and mood.',
      'Drag personalization tokens such as [FIRSTNAME] into the prompt.',
      'Pick an AI model and, if you like, a reference image.',
      'Generate, then view the result full size or download it.',
    ],
    tips: [
      'Name the style you want (photo, watercolor, 3D render) for more predictable results.',
      'Short, concrete prompts usually beat long lists of adjectives.',
      'Use a reference image to keep colours and composition on brand.',
    ],
  },
  gif: {
    helpText:
      'Build an animated GIF frame by frame and place name tokens on each frame. The result is tuned for email so it loads quickly in every inbox.',
    helpSteps: [
      'Add frames by uploading images or creating blank ones.',
      'Place text tokens like [FIRSTNAME] on the canvas and drag them into position.',
      'Set each frame’s duration and preview the animation.',
      'Generate the GIF, check the email preview and download it.',
    ],
    tips: [
      'Keep GIFs under 1 MB so they load fast in email.',
      'Eight to twelve frames is plenty; two or three keep the file tiny.',
      'Use “Apply Email-Safe Settings” to cap the size at 600 px.',
    ],
  },
  'live-images': {
    helpText:
      'Create images sized and compressed for email campaigns, with the recipient’s name or company drawn right into the picture.',
    helpSteps: [
      'Start from one of your generated images, an upload or a colour, and pick a size.',
      'Add a headline with tokens such as [FIRSTNAME|there] and check the sample customers.',
      'Publish, choose your e-mail platform and paste its image tag into your template.',
      'Watch the opens come in, or export a ZIP of images from a CSV for print and social.',
    ],
    tips: [
      'Keep important text away from the edges; some clients crop images.',
      'The alt text of the image tag carries the same words, so blocked images still greet by name.',
      'Gmail and Apple Mail prefetch images: their opens are counted apart.',
    ],
  },
  'action-figure': {
    helpText:
      'Turn anyone into a collectible action figure in blister or boxed packaging, complete with their name, company, job title and accessories.',
    helpSteps: [
      'Pick a packaging style such as classic blister or vinyl pop.',
      'Enter the character name, company and job title, or use tokens.',
      'Choose accessories and package colours.',
      'Generate the figure and download it.',
    ],
    tips: [
      'Randomize is a quick way to explore styles and accessory combinations.',
      'A clear, front-facing reference photo gives the most recognisable figure.',
      'Leave package colours empty to derive a scheme from the company name.',
    ],
  },
  'music-figure': {
    helpText:
      'Create a music-star action figure inspired by iconic performers, with stage props, poses and packaging that carry your customer’s name.',
    helpSteps: [
      'Choose a music star character from the grid.',
      'Add or remove accessories and choose a pose.',
      'Add custom details or a reference image if you like.',
      'Generate the figure and download it.',
    ],
    tips: [
      'Choosing a new character resets the pose and accessories to fit it.',
      'The figure gets a personalized name tag when a first name is set.',
    ],
  },
  'tv-figure': {
    helpText:
      'Make an action figure in the style of a classic TV show character, boxed and ready for a shelf, personalized with your customer’s name.',
    helpSteps: [
      'Choose a TV character from the grid.',
      'Pick accessories, things to remove and a pose.',
      'Optionally add custom details or a reference image.',
      'Generate the figure and download it.',
    ],
    tips: [
      'Use “Show All Characters” to see the whole set.',
      'Randomize picks a character, accessories and pose for you.',
    ],
  },
  'wrestling-figure': {
    helpText:
      'Create a wrestling legend action figure with championship belts, ring gear and dramatic poses, personalized with a name tag.',
    helpSteps: [
      'Choose a legend from the grid.',
      'Pick accessories, removals and a signature pose.',
      'Add custom details or a reference image.',
      'Generate the figure and download it.',
    ],
    tips: [
      'Describe ring gear colours in custom additions to match a brand.',
      'Randomize is a fast way to discover unexpected combinations.',
    ],
  },
  meme: {
    helpText:
      'Put top and bottom text on a classic meme template or your own image. Tokens in the text make every customer’s meme their own.',
    helpSteps: [
      'Pick a meme template or upload your own image.',
      'Write the top and bottom text, with tokens if you like.',
      'Adjust the font, size, colour and outline.',
      'Generate the meme and download it.',
    ],
    tips: [
      'Short text in uppercase Impact reads best at small sizes.',
      'Describe an AI enhancement to restyle the image behind the text.',
      'A thicker outline keeps text legible on busy images.',
    ],
  },
  ghibli: {
    helpText:
      'Paint a whimsical, hand-drawn scene in the spirit of Studio Ghibli films, from floating castles to quiet country train rides.',
    helpSteps: [
      'Describe a scene or press the random button for inspiration.',
      'Refine scene type, characters, time of day, weather and magical elements.',
      'Optionally add a personalized character or a reference image.',
      'Generate the scene and download it.',
    ],
    tips: [
      'Soft light such as dawn or sunset suits the style best.',
      'Try the inspiration prompts when you are stuck for ideas.',
    ],
  },
  cartoon: {
    helpText:
      'Convert a photo or idea into one of twenty cartoon styles, from classic animation to comic book and anime looks.',
    helpSteps: [
      'Upload a reference photo or start from a prompt.',
      'Choose a cartoon style, or press Surprise Me.',
      'Add custom details to steer the result.',
      'Generate the cartoon and download it.',
    ],
    tips: [
      'Well-lit photos with a clear subject convert best.',
      'Each image takes about 15 to 30 seconds to create.',
    ],
  },
  video: {
    helpText:
      'Bring a generated image to life as a short personalized video with motion effects and optional music, in HD 720p or 1080p.',
    helpSteps: [
      'Create or choose an image in any other tool.',
      'Pick one of the motion effects.',
      'Choose the resolution and optional music.',
      'Render the video and download it.',
    ],
    tips: [
      'Images with a clear foreground subject animate most convincingly.',
      'Videos are paid per download; no subscription is needed.',
    ],
  },
  crazy: {
    helpText:
      'Generate a wild, over-the-top image that breaks the rules of reality, ideal for attention-grabbing campaigns.',
    helpSteps: [
      'Describe an unexpected or surreal idea.',
      'Add tokens to make it personal.',
      'Choose an AI model.',
      'Generate and download the image.',
    ],
    tips: [
      'The more unexpected the combination, the more memorable the image.',
      'Keep it on brand with a company token.',
    ],
  },
};
