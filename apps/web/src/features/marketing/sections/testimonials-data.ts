/** Avatar art: a shape and two colours behind the initials (no photos of anyone). */
export interface AvatarArt {
  shape: 'circle' | 'blob' | 'squircle' | 'hexagon' | 'flower';
  from: string;
  to: string;
}

/**
 * A customer quote (docs/product.md#home-and-marketing-pages: id, name, role, quote, image, rating 1-5).
 * People and companies are invented for illustration; `image` is original avatar art, not a photo.
 */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  image: AvatarArt;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'lifecycle-lead',
    name: 'Marisol Quenby',
    role: 'Lifecycle Marketing Lead, Lumen & Pine Outfitters',
    quote:
      'We put each subscriber’s name on a personalized action figure for our spring launch. Click-through more than tripled and people replied just to say thanks.',
    image: { shape: 'blob', from: '#7c3aed', to: '#db2777' },
    rating: 5,
  },
  {
    id: 'growth-manager',
    name: 'Tobias Wrenfield',
    role: 'Growth Manager, Tidewater Coffee Co.',
    quote:
      'The birthday GIF with the customer’s name is now our best-performing e-mail. It took an afternoon to set up and it runs itself.',
    image: { shape: 'squircle', from: '#0891b2', to: '#4f46e5' },
    rating: 5,
  },
  {
    id: 'agency-founder',
    name: 'Adaeze Holloway',
    role: 'Founder, Brightside Creative Studio',
    quote:
      'Our clients ask for “something that feels personal” every week. Mergepix lets us ship that for ten clients without ten designers.',
    image: { shape: 'hexagon', from: '#f59e0b', to: '#e11d48' },
    rating: 4,
  },
  {
    id: 'ecommerce-director',
    name: 'Linnea Vasquez-Ort',
    role: 'E-commerce Director, Fjellhus Home',
    quote:
      'Cart reminders with the shopper’s name in a cosy Ghibli-style scene recovered more carts than any discount we tried.',
    image: { shape: 'flower', from: '#059669', to: '#0d9488' },
    rating: 5,
  },
  {
    id: 'sdr-lead',
    name: 'Rafferty Osei',
    role: 'Sales Development Lead, Orbitline',
    quote:
      'A meme with the prospect’s company name in our first touch doubled reply rates. Prospects forward it to their team.',
    image: { shape: 'circle', from: '#2563eb', to: '#7c3aed' },
    rating: 5,
  },
];
