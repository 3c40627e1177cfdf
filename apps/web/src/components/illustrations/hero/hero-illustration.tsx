import { ART_FONT } from '@/components/illustrations/kit/fonts';
import { Gradient } from '@/components/illustrations/kit/gradient';

/**
 * Original illustration of the product idea: one email whose AI scene greets the reader by name,
 * plus the same scene rendered for other recipients. Pure SVG: tiny, sharp at any width and no
 * image request (the CSP allows none from elsewhere anyway). Decorative, hence aria-hidden.
 */

/** A small copy of the scene for another recipient. */
function VariantCard({ id, x, y, tilt, name, from, to }: VariantProps) {
  return (
    <g transform={`rotate(${tilt} ${x + 84} ${y + 66})`}>
      <g filter="url(#hero-chip-shadow)">
        <rect x={x} y={y} width="168" height="132" rx="16" fill="#ffffff" />
      </g>
      <Gradient id={`${id}-sky`} from={from} to={to} />
      <clipPath id={`${id}-clip`}>
        <rect x={x + 8} y={y + 8} width="152" height="96" rx="10" />
      </clipPath>
      <g clipPath={`url(#${id}-clip)`}>
        <rect x={x + 8} y={y + 8} width="152" height="96" fill={`url(#${id}-sky)`} />
        <circle cx={x + 126} cy={y + 74} r="16" fill="#fef3c7" opacity="0.9" />
        <path
          d={`M${x + 8} ${y + 88} q40 -22 76 -6 t76 -4 V${y + 104} H${x + 8} Z`}
          fill="#1e1b4b"
          opacity="0.75"
        />
        <text x={x + 18} y={y + 40} fontSize="22" fontWeight="800" fill="#ffffff">
          Hi {name}!
        </text>
      </g>
      <rect x={x + 10} y={y + 114} width="90" height="7" rx="3.5" fill="#e2e8f0" />
    </g>
  );
}

interface VariantProps {
  id: string;
  x: number;
  y: number;
  tilt: number;
  name: string;
  from: string;
  to: string;
}

export function HeroIllustration() {
  return (
    <div className="relative mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none">
      <svg
        viewBox="0 0 560 540"
        aria-hidden="true"
        overflow="visible"
        className="h-auto w-full"
        fontFamily={ART_FONT}
      >
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6d28d9" />
            <stop offset="0.55" stopColor="#db2777" />
            <stop offset="1" stopColor="#fbbf24" />
          </linearGradient>
          <Gradient id="hero-hill-back" from="#7c3aed" to="#4c1d95" diagonal />
          <Gradient id="hero-hill-front" from="#2e1065" to="#1e1b4b" />
          <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#fef3c7" />
            <stop offset="0.6" stopColor="#fde68a" />
            <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
          </radialGradient>
          <filter id="hero-shadow" x="-25%" y="-25%" width="150%" height="160%">
            <feDropShadow dx="0" dy="18" stdDeviation="18" floodColor="#4c1d95" floodOpacity="0.2" />
          </filter>
          <filter id="hero-chip-shadow" x="-30%" y="-40%" width="160%" height="200%">
            <feDropShadow dx="0" dy="6" stdDeviation="8" floodColor="#0f172a" floodOpacity="0.14" />
          </filter>
          <clipPath id="hero-image-clip">
            <rect x="60" y="132" width="330" height="210" rx="16" />
          </clipPath>
        </defs>

        {/* The email. */}
        <g filter="url(#hero-shadow)">
          <rect x="40" y="64" width="370" height="420" rx="24" fill="#ffffff" />
        </g>
        <circle cx="68" cy="94" r="5" fill="#fca5a5" />
        <circle cx="84" cy="94" r="5" fill="#fcd34d" />
        <circle cx="100" cy="94" r="5" fill="#86efac" />
        <rect x="60" y="112" width="150" height="8" rx="4" fill="#e2e8f0" />
        <rect x="218" y="112" width="70" height="8" rx="4" fill="#ede9fe" />

        {/* The AI scene with the personalized greeting. */}
        <g clipPath="url(#hero-image-clip)">
          <rect x="60" y="132" width="330" height="210" fill="url(#hero-sky)" />
          <circle cx="300" cy="256" r="70" fill="url(#hero-sun)" />
          <circle cx="300" cy="256" r="32" fill="#fef3c7" />
          <path
            d="M60 298 C110 254 160 264 206 284 S300 248 390 272 V342 H60 Z"
            fill="url(#hero-hill-back)"
            opacity="0.9"
          />
          <path
            d="M60 318 C130 288 210 326 270 308 S360 292 390 304 V342 H60 Z"
            fill="url(#hero-hill-front)"
          />
          <g fill="#ffffff" opacity="0.85">
            <circle cx="330" cy="160" r="1.6" />
            <circle cx="360" cy="190" r="1.2" />
            <circle cx="250" cy="150" r="1.3" />
            <circle cx="210" cy="230" r="1.1" />
          </g>
          <text x="82" y="196" fontSize="40" fontWeight="800" fill="#ffffff" letterSpacing="-1">
            Hi Maya!
          </text>
          <text x="84" y="222" fontSize="14" fontWeight="600" fill="#ffffff" opacity="0.9">
            Your summer look is ready
          </text>
        </g>

        {/* Body copy and the call to action. */}
        <rect x="60" y="362" width="290" height="9" rx="4.5" fill="#e2e8f0" />
        <rect x="60" y="381" width="220" height="9" rx="4.5" fill="#e2e8f0" />
        <rect x="60" y="408" width="148" height="36" rx="18" fill="#7c3aed" />
        <text x="134" y="431" fontSize="13" fontWeight="700" fill="#ffffff" textAnchor="middle">
          Shop your picks
        </text>

        {/* The same email, rendered for other recipients. */}
        <VariantCard id="hero-leo" x={374} y={150} tilt={5} name="Leo" from="#0ea5e9" to="#6366f1" />
        <VariantCard id="hero-priya" x={366} y={312} tilt={-4} name="Priya" from="#f59e0b" to="#ec4899" />

        {/* Token chip: what the marketer typed once. */}
        <g filter="url(#hero-chip-shadow)">
          <rect x="236" y="14" width="172" height="44" rx="22" fill="#ffffff" />
        </g>
        <rect x="248" y="24" width="108" height="24" rx="8" fill="#ede9fe" />
        <text x="302" y="41" fontSize="13" fontWeight="700" fill="#6d28d9" textAnchor="middle">
          [FIRSTNAME]
        </text>
        <path
          d="M366 36 h22 m-7 -7 l7 7 -7 7"
          stroke="#db2777"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M300 58 C300 100 230 120 200 160"
          stroke="#c4b5fd"
          strokeWidth="2"
          strokeDasharray="4 6"
          fill="none"
        />

        {/* Open notification chip. */}
        <g filter="url(#hero-chip-shadow)">
          <rect x="6" y="462" width="200" height="56" rx="18" fill="#ffffff" />
        </g>
        <circle cx="34" cy="490" r="14" fill="#dcfce7" />
        <path d="M27 490 l5 5 9 -10" stroke="#16a34a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <text x="58" y="486" fontSize="13" fontWeight="700" fill="#0f172a">
          Maya opened it
        </text>
        <text x="58" y="504" fontSize="11" fill="#64748b">
          Rendered in 12 ms · just now
        </text>

        {/* Sparkles. */}
        <path d="M520 96 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z" fill="#f59e0b" />
        <path d="M16 200 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" fill="#f59e0b" opacity="0.8" />
        <path d="M470 480 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" fill="#a78bfa" />
      </svg>
    </div>
  );
}
