/**
 * Sample-listing pictures drawn by code: a gradient picked from the listing id, a simple pictogram of what the
 * listing is (its own subject, artwork-subject.ts) made of SVG shapes. No words: the same picture serves all nine languages, and the card's badges and
 * heart would cover them anyway. Same input, same picture, on every machine; nothing is fetched and nothing
 * large is committed (docs/decisions/002-generated-sample-images.md).
 */

/** Bumped whenever the drawing changes, so cached renderings of the old one are not served. */
export const ARTWORK_VERSION = 4;

export interface ArtworkInput {
  listingId: number;
  /** 1-based picture number within the listing; each one is framed a little differently. */
  variant: number;
  /** What the picture shows: a key of PICTOGRAMS (artwork-subject.ts). */
  subject: string;
}

/** The drawing canvas; the rasteriser scales it to the requested width (4:3). */
const W = 800;
const H = 600;

/** Pictograms drawn in a 200 x 200 box, white on the gradient. `s` is the stroke style, `f` the fill style. */
const sw = (width: number) =>
  `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const s = sw(8);
const f = 'fill="#fff"';
const soft = 'fill="#fff" fill-opacity="0.35"';

/** Keyed by the subject each drawing shows; artwork-subject.ts picks one for a listing. */
export const PICTOGRAMS: Record<string, string> = {
  // Hard hat over a brick wall.
  hardhat: `<path d="M40 100 a60 60 0 0 1 120 0 z" ${f}/><rect x="28" y="98" width="144" height="14" rx="6" ${f}/>
    <rect x="92" y="46" width="16" height="40" rx="6" ${soft}/>
    <g ${soft}><rect x="30" y="130" width="66" height="26" rx="3"/><rect x="104" y="130" width="66" height="26" rx="3"/>
    <rect x="30" y="162" width="30" height="26" rx="3"/><rect x="66" y="162" width="66" height="26" rx="3"/><rect x="138" y="162" width="32" height="26" rx="3"/></g>`,
  // Loudspeaker cabinet.
  speaker: `<rect x="50" y="20" width="100" height="160" rx="14" ${s}/><circle cx="100" cy="122" r="36" ${s}/>
    <circle cx="100" cy="122" r="12" ${f}/><circle cx="100" cy="56" r="16" ${s}/><rect x="60" y="180" width="80" height="8" rx="4" ${soft}/>`,
  // Laptop.
  laptop: `<rect x="44" y="40" width="112" height="80" rx="8" ${s}/><rect x="58" y="54" width="84" height="52" rx="3" ${soft}/>
    <path d="M22 138 h156 l-12 22 h-132 z" ${f}/><rect x="86" y="142" width="28" height="6" rx="3" fill="#000" fill-opacity="0.2"/>`,
  // Football: white ball, dark pentagons (the outer ones clipped by the ball's edge).
  ball: `<defs><clipPath id="ball"><circle cx="100" cy="100" r="72"/></clipPath></defs><circle cx="100" cy="100" r="72" ${f}/>
    <g fill="#000" fill-opacity="0.3" clip-path="url(#ball)"><polygon points="100,74 125,92 115,121 85,121 75,92"/>
    <polygon points="133,55 125,30 146,15 167,30 159,55"/><polygon points="153,117 174,102 195,117 187,142 161,142"/><polygon points="100,156 121,171 113,196 87,196 79,171"/><polygon points="47,117 39,142 13,142 5,117 26,102"/><polygon points="67,55 41,55 33,30 54,15 75,30"/></g>
    <path d="M100 74 v-28 M125 92 l26 -9 M115 121 l16 23 M85 121 l-16 23 M75 92 l-26 -9" stroke="#000" stroke-opacity="0.3" stroke-width="5" fill="none"/>`,
  // Car, side view.
  car: `<path d="M18 128 v-24 q0 -12 14 -14 l26 -4 l24 -30 q6 -6 16 -6 h42 q10 0 16 8 l22 28 l18 4 q10 2 10 14 v24 z" ${f}/>
    <path d="M86 60 h36 v26 h-56 z M132 60 l18 26 h-22 v-26 z" fill="#000" fill-opacity="0.25"/>
    <circle cx="56" cy="132" r="20" ${f} stroke="#000" stroke-opacity="0.25" stroke-width="8"/>
    <circle cx="150" cy="132" r="20" ${f} stroke="#000" stroke-opacity="0.25" stroke-width="8"/>`,
  // Balloons and confetti.
  balloons: `<ellipse cx="74" cy="70" rx="30" ry="36" ${f}/><ellipse cx="128" cy="58" rx="30" ry="36" ${soft}/>
    <ellipse cx="112" cy="104" rx="26" ry="32" ${f}/><path d="M74 106 q8 30 22 70 M128 94 q-10 40 -32 82 M112 136 q-6 20 -16 40" ${sw(4)}/>
    <g ${f}><rect x="30" y="150" width="10" height="10" transform="rotate(20 35 155)"/><rect x="160" y="140" width="10" height="10" transform="rotate(-15 165 145)"/>
    <circle cx="164" cy="104" r="5"/><circle cx="36" cy="120" r="5"/></g>`,
  // Building with windows.
  building: `<path d="M30 90 l70 -56 l70 56" ${s}/><rect x="46" y="88" width="108" height="90" ${f}/>
    <g fill="#000" fill-opacity="0.25"><rect x="60" y="102" width="24" height="22"/><rect x="116" y="102" width="24" height="22"/>
    <rect x="88" y="136" width="24" height="42"/></g>`,
  // Plant in a pot.
  plant: `<path d="M62 122 h76 l-10 58 h-56 z" ${f}/><path d="M100 122 v-58" ${s}/>
    <ellipse cx="72" cy="78" rx="30" ry="14" transform="rotate(-30 72 78)" ${f}/><ellipse cx="128" cy="66" rx="30" ry="14" transform="rotate(30 128 66)" ${f}/>
    <ellipse cx="100" cy="40" rx="12" ry="24" ${soft}/>`,
  // Billboard on two posts.
  billboard: `<rect x="22" y="30" width="156" height="96" rx="6" ${f}/><rect x="38" y="46" width="70" height="12" rx="6" fill="#000" fill-opacity="0.25"/>
    <rect x="38" y="68" width="110" height="8" rx="4" fill="#000" fill-opacity="0.18"/><rect x="38" y="86" width="90" height="8" rx="4" fill="#000" fill-opacity="0.18"/>
    <path d="M62 126 v56 M138 126 v56 M40 182 h120" ${s}/>`,
  // Parking sign.
  parking: `<rect x="36" y="22" width="128" height="128" rx="22" ${f}/><path d="M82 124 v-76 h28 a22 22 0 0 1 0 44 h-28" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="14" stroke-linejoin="round"/>
    <path d="M100 150 v36" ${s}/>`,
  // Cordless drill.
  drill: `<rect x="40" y="54" width="100" height="44" rx="14" ${f}/><rect x="140" y="66" width="18" height="20" rx="3" ${soft}/>
    <path d="M158 76 h30" ${sw(6)}/><path d="M70 98 l-8 56 h34 l8 -56" ${f}/><rect x="52" y="152" width="56" height="26" rx="6" ${soft}/>
    <circle cx="64" cy="76" r="8" fill="#000" fill-opacity="0.25"/>`,
  // Gamepad.
  gamepad: `<path d="M52 64 h96 q34 0 38 44 l4 40 q2 22 -18 22 q-14 0 -26 -22 l-8 -14 h-76 l-8 14 q-12 22 -26 22 q-20 0 -18 -22 l4 -40 q4 -44 38 -44 z" ${f}/>
    <path d="M62 92 v28 M48 106 h28" stroke="#000" stroke-opacity="0.3" stroke-width="9" stroke-linecap="round"/>
    <g fill="#000" fill-opacity="0.3"><circle cx="134" cy="94" r="7"/><circle cx="150" cy="110" r="7"/><circle cx="118" cy="110" r="7"/><circle cx="134" cy="126" r="7"/></g>`,
  // Guitar.
  guitar: `<circle cx="84" cy="140" r="40" ${f}/><circle cx="110" cy="106" r="30" ${f}/><circle cx="94" cy="128" r="12" fill="#000" fill-opacity="0.3"/>
    <path d="M112 112 l56 -76" stroke="#fff" stroke-width="12" stroke-linecap="round"/><rect x="160" y="16" width="22" height="30" rx="4" transform="rotate(36 171 31)" ${soft}/>
    <path d="M66 150 l20 -18" stroke="#000" stroke-opacity="0.3" stroke-width="6" stroke-linecap="round"/>`,
  // Camera.
  camera: `<rect x="24" y="58" width="152" height="108" rx="16" ${f}/><path d="M70 58 l10 -20 h40 l10 20 z" ${f}/>
    <circle cx="100" cy="112" r="38" fill="#000" fill-opacity="0.25"/><circle cx="100" cy="112" r="24" ${soft}/>
    <rect x="142" y="72" width="20" height="12" rx="3" fill="#000" fill-opacity="0.25"/>`,
  // Quadcopter drone from above.
  drone: `<path d="M56 56 L144 144 M144 56 L56 144" ${sw(10)}/><rect x="78" y="78" width="44" height="44" rx="10" ${f}/>
    <g ${soft}><ellipse cx="52" cy="52" rx="30" ry="10"/><ellipse cx="148" cy="52" rx="30" ry="10"/><ellipse cx="52" cy="148" rx="30" ry="10"/><ellipse cx="148" cy="148" rx="30" ry="10"/></g>
    <circle cx="100" cy="100" r="8" fill="#000" fill-opacity="0.3"/>`,
  // Tent under the moon.
  tent: `<path d="M24 170 L100 44 L176 170 z" ${f}/><path d="M100 92 L76 170 h48 z" fill="#000" fill-opacity="0.25"/>
    <path d="M14 172 h172" ${s}/><path d="M160 26 a20 20 0 1 0 18 30 a16 16 0 1 1 -18 -30 z" ${f}/>`,
  // LED light panel on a tripod.
  light: `<rect x="50" y="24" width="100" height="74" rx="8" ${f}/><g fill="#000" fill-opacity="0.2"><circle cx="72" cy="46" r="7"/><circle cx="100" cy="46" r="7"/><circle cx="128" cy="46" r="7"/><circle cx="72" cy="74" r="7"/><circle cx="100" cy="74" r="7"/><circle cx="128" cy="74" r="7"/></g>
    <path d="M100 98 v40 M100 138 l-40 46 M100 138 l40 46 M100 138 v46" ${sw(7)}/><path d="M28 40 l-16 -8 M28 62 h-18 M28 84 l-16 8 M172 40 l16 -8 M172 62 h18 M172 84 l16 8" ${sw(5)}/>`,
  // Bicycle.
  bike: `<circle cx="52" cy="130" r="34" ${sw(9)}/><circle cx="148" cy="130" r="34" ${sw(9)}/>
    <path d="M52 130 l30 -54 h52 l14 54 M82 76 l22 54 h-52 M134 76 l-10 -22 h-18 M78 66 h-22" ${sw(8)}/>`,
  // Folding chair.
  chair: `<rect x="56" y="30" width="88" height="62" rx="10" ${f}/><rect x="46" y="100" width="108" height="18" rx="6" ${f}/>
    <path d="M62 118 l-14 62 M138 118 l14 62 M62 92 v8 M138 92 v8" ${sw(9)}/>`,
  // Stroller.
  stroller: `<path d="M40 64 a66 66 0 0 1 66 -40 v66 h-66 z" ${f}/><path d="M40 90 h110 q0 44 -50 44 h-10 q-50 0 -50 -44 z" ${soft}/>
    <path d="M150 90 l14 -50 h18" ${sw(8)}/><circle cx="64" cy="160" r="18" ${sw(8)}/><circle cx="136" cy="160" r="18" ${sw(8)}/>`,
  // Suitcase.
  suitcase: `<rect x="44" y="56" width="112" height="118" rx="16" ${f}/><path d="M78 56 v-22 h44 v22" ${sw(8)}/>
    <path d="M78 76 v80 M122 76 v80" stroke="#000" stroke-opacity="0.2" stroke-width="8" stroke-linecap="round"/>
    <circle cx="66" cy="182" r="8" ${f}/><circle cx="134" cy="182" r="8" ${f}/>`,
  // Screen on a stand.
  screen: `<rect x="20" y="30" width="160" height="104" rx="8" ${f}/><rect x="32" y="42" width="136" height="80" rx="3" fill="#000" fill-opacity="0.2"/>
    <path d="M100 134 v30 M66 172 h68" ${sw(9)}/>`,
  // Hand microphone.
  microphone: `<rect x="74" y="20" width="52" height="88" rx="26" ${f}/><path d="M84 46 h32 M84 64 h32 M84 82 h32" stroke="#000" stroke-opacity="0.2" stroke-width="5"/>
    <path d="M54 86 a46 46 0 0 0 92 0 M100 132 v36 M72 172 h56" ${sw(8)}/>`,
  // Chef's hat.
  chef: `<path d="M56 110 a30 30 0 0 1 8 -58 a38 38 0 0 1 72 0 a30 30 0 0 1 8 58 z" ${f}/><rect x="60" y="110" width="80" height="50" rx="6" ${f}/>
    <path d="M80 120 v30 M100 120 v30 M120 120 v30" stroke="#000" stroke-opacity="0.2" stroke-width="5"/>`,
  // A person, head and shoulders: someone hired for their work.
  person: `<circle cx="100" cy="66" r="36" ${f}/><path d="M34 184 a66 62 0 0 1 132 0 z" ${f}/>
    <path d="M84 120 l16 24 l16 -24" stroke="#000" stroke-opacity="0.2" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
  // Kayak and paddle.
  kayak: `<path d="M14 120 q86 -40 172 0 q-86 40 -172 0 z" ${f}/><ellipse cx="100" cy="120" rx="24" ry="8" fill="#000" fill-opacity="0.25"/>
    <path d="M48 60 l104 120" ${sw(7)}/><ellipse cx="44" cy="54" rx="10" ry="20" transform="rotate(-40 44 54)" ${f}/><ellipse cx="156" cy="186" rx="10" ry="20" transform="rotate(-40 156 186)" ${f}/>
    <path d="M6 150 q20 -8 40 0 t40 0 M114 150 q20 -8 40 0 t40 0" ${sw(4)}/>`,
  // Parcel box.
  box: `<path d="M100 28 l70 32 v82 l-70 34 l-70 -34 v-82 z" ${f}/><path d="M30 60 l70 32 l70 -32 M100 92 v84" stroke="#000" stroke-opacity="0.2" stroke-width="6" fill="none"/>
    <path d="M64 44 l70 32 v24" stroke="#000" stroke-opacity="0.2" stroke-width="10" fill="none"/>`,
};

/** Deterministic 0..1 values from a seed, for framing and decoration. */
function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** The SVG document of one generated listing picture, `width` pixels wide. */
export function renderArtworkSvg({ listingId, variant, subject }: ArtworkInput, width: number): string {
  const rand = seeded(listingId * 7919 + variant * 104_729);
  const hue = (listingId * 47 + variant * 23) % 360;
  const hue2 = (hue + 35 + Math.floor(rand() * 40)) % 360;
  const angle = Math.floor(rand() * 360);
  const scale = 1.35 + rand() * 0.35 + (variant === 1 ? 0.2 : 0);
  const px = W / 2 - 100 * scale + (variant === 1 ? 0 : (rand() - 0.5) * 160);
  const py = 250 - 100 * scale + (rand() - 0.5) * 40;
  const circles = Array.from({ length: 5 }, () => {
    const r = 40 + rand() * 140;
    return `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * H)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${(0.05 + rand() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const pictogram = PICTOGRAMS[subject] ?? PICTOGRAMS.box!;
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">
<stop offset="0" stop-color="hsl(${hue}, 62%, 46%)"/><stop offset="1" stop-color="hsl(${hue2}, 70%, 30%)"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${circles}
<g transform="translate(${px.toFixed(1)} ${py.toFixed(1)}) scale(${scale.toFixed(3)})">${pictogram}</g>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`;
}
