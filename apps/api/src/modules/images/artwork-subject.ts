import { findCategory, findSubcategory } from '@vira/domain/category-taxonomy';
import { foldText } from '@vira/domain/geocode';

/**
 * What a generated sample picture shows: the listing's own subject read from its title (a kit of LED lights is a
 * light, a tent a tent, a photo studio a camera, a hired chef a chef's hat), else its category's usual object, else a
 * parcel. First match wins, so the more specific words come first. Titles are the seed's Spanish; folded.
 */
const BY_TITLE: readonly [RegExp, string][] = [
  [/\bdron/, 'drone'],
  [/\bchef\b|cocina|meser|bartender|banquete|manteleria/, 'chef'],
  [/fotograf|camara|\blente\b|flashes|estabilizador/, 'camera'],
  [/pantalla|monitor|totem|proyector|videoconferencia/, 'screen'],
  [/microfono/, 'microphone'],
  [/\bdj\b|bocina|sonido|mezcladora|amplificador/, 'speaker'],
  [/\bluz\b|luces|\bled\b|iluminad/, 'light'],
  [/laptop|tableta|\bpc\b|impresora|modem|purificador/, 'laptop'],
  [/consola|arcade|simulador|visor/, 'gamepad'],
  [/guitarra|violin|bateria acustica|teclado de 88|\bbajo\b/, 'guitar'],
  [/casa de campana|tienda de techo|campamento|\bcarpa\b|estufa portatil/, 'tent'],
  [/kayak|paddle/, 'kayak'],
  [/bicicleta|motoneta/, 'bike'],
  [/sedan|camioneta|\bvan\b|remolque de carga|chofer|trailer/, 'car'],
  [/carriola|cuna|bebe|ninera/, 'stroller'],
  [/maleta|mochila|hielera/, 'suitcase'],
  [/silla|mesas/, 'chair'],
  [/brincolin|inflable|fiesta|pista de baile|maquina de humo/, 'balloons'],
  [/balon|porteria|padel|futbol/, 'ball'],
  [/taladro|sierra|esmeriladora|llaves y dados|soldadora|aspiradora|hidrolavadora|maquina de coser/, 'drill'],
  [/rotomartillo|revolvedora|compactadora|cortadora de piso|andamio|escalera|albanil|retroexcavadora|estructural/, 'hardhat'],
  [/podadora|desbrozadora|motocultor|biotrituradora|sopladora|jardin|agronom|cultivo/, 'plant'],
  [/espectacular|banner|\bstand\b|publicitari/, 'billboard'],
  [/estacionamiento|cajon|cochera|casa rodante/, 'parking'],
  [/\bsala\b|salon|terraza|bodega|estudio|oficina|remodelacion/, 'building'],
];

/** A category's usual object, for a title that names none of the above. */
const BY_CATEGORY: Record<string, string> = {
  construction: 'hardhat',
  audiovisual: 'speaker',
  technology: 'laptop',
  sports: 'ball',
  vehicles: 'car',
  private_transport: 'car',
  freight_transport: 'car',
  events: 'balloons',
  spaces: 'building',
  eco_houses: 'building',
  gardening: 'plant',
  advertising: 'billboard',
  parking: 'parking',
  tools: 'drill',
  gaming: 'gamepad',
  cultural_arts: 'guitar',
  eco_mobility: 'bike',
  baby_equipment: 'stroller',
  photographer: 'camera',
  audiovisual_production: 'camera',
  dj: 'speaker',
  chef: 'chef',
};

export function artworkSubject(title: string, category: string): string {
  const folded = foldText(title);
  const byTitle = BY_TITLE.find(([words]) => words.test(folded));
  if (byTitle) return byTitle[1];
  const parent = findSubcategory(category)?.parentCategory ?? category;
  if (BY_CATEGORY[parent]) return BY_CATEGORY[parent];
  // Anyone hired for their work (a lawyer, a guard, a psychologist) is drawn as a person.
  return findCategory(parent)?.type === 'services' ? 'person' : 'box';
}
