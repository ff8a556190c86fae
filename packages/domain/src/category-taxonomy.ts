import type { CatalogueCategory } from './sample-categories';

/**
 * The category taxonomy of spec document 2, section 3: six types of categories, each entry `{ id, type, priority }`,
 * and subcategories `{ id, parentCategory, priority }` for the parents the spec counts. The spec does not name the
 * subcategories; ours are real names of what people rent or hire under each parent. Labels live in the web app's
 * `categories` namespace (`<type>.<id>`, `sub.<parent>.<id>`). Listings carry these ids. The sample catalogue's
 * smaller vocabulary (sample-categories.ts) lives on only as aliases in addresses: `taxonomyIdFor` turns one into its taxonomy id.
 */
export const CATEGORY_TYPES = ['products', 'services', 'humanitarian', 'hazardous', 'government', 'education'] as const;

/** Category ids per type, in the spec's order (document 2, section 3); an entry's priority is its position + 1. */
export const CATEGORY_IDS_BY_TYPE = {
  products: [
    'construction',
    'audiovisual',
    'vehicles',
    'private_transport',
    'freight_transport',
    'events',
    'mexico_magico',
    'technology',
    'sports',
    'tools',
    'gaming',
    'spaces',
    'gardening',
    'advertising',
    'parking',
    'eco_houses',
    'eco_mobility',
    'baby_equipment',
    'pet_supplies',
    'cultural_arts',
    'safety_protection',
    'books',
  ],
  services: [
    'photographer',
    'engineer',
    'architect',
    'audiovisual_production',
    'dj',
    'security_guard',
    'bodyguard',
    'chef',
    'lawyer',
    'carpenter',
    'electrician',
    'construction_worker',
    'waiter',
    'machinery_operator',
    'truck_driver',
    'bartender',
    'hostess',
    'house_cleaner',
    'maintenance',
    'accountant',
    'event_staff',
    'customs_agent',
    'gardener',
    'agronomist',
    'driver',
    'psychologist',
    'psychiatrist',
    'nanny',
    'babysitter',
    'k9_rescue',
    'funeral_services',
    'surgeon',
    'emergency_doctor',
    'anesthesiologist',
  ],
  humanitarian: [
    'emergency_aid',
    'medical_support',
    'mental_health',
    'pediatric_care',
    'gynecological_care',
    'baby_supplies',
    'diapers_formula',
    'food_distribution',
    'basic_food_basket',
    'water',
    'clothing',
    'blankets',
    'beds',
    'heaters',
    'shelter',
    'education',
    'community_support',
    'private_transport_aid',
    'k9_rescue_aid',
    'funeral_transport',
    'pet_food',
  ],
  hazardous: [
    'petroleum',
    'gasoline',
    'diesel',
    'natural_gas',
    'crude_oil',
    'aviation_fuel',
    'heating_oil',
    'lubricating_oil',
    'chemical_liquid',
    'toxic_liquid',
    'flammable_liquid',
    'corrosive_liquid',
    'other_hazardous',
  ],
  government: ['security', 'clean_energy', 'regional_products', 'government_contracts', 'public_tech_exchange'],
  education: ['language_learning', 'sign_language', 'communication_studies'],
} as const satisfies Record<CategoryType, readonly string[]>;

/** Subcategory ids per parent category, with the counts the spec gives; priority is position + 1. */
export const SUBCATEGORY_IDS_BY_PARENT = {
  construction: [
    'cement',
    'sand',
    'gravel',
    'rebar',
    'cinder_blocks',
    'bricks',
    'lime',
    'mortar',
    'ready_mix_concrete',
    'plaster',
    'drywall',
    'plywood',
    'lumber',
    'steel_beams',
    'wire_mesh',
    'tie_wire',
    'nails',
    'screws',
    'roof_sheets',
    'roof_tiles',
    'floor_tiles',
    'wall_tiles',
    'tile_adhesive',
    'grout',
    'paint',
    'primer',
    'waterproofing',
    'insulation',
    'pvc_pipe',
    'copper_pipe',
    'pipe_fittings',
    'electrical_wire',
    'conduit',
    'water_tank',
    'cistern',
    'sanitary_ware',
    'doors',
    'windows',
    'glass',
    'aluminum_profiles',
    'stone',
    'marble',
    'quarry_stone',
    'adobe',
    'asphalt',
    'scaffolding',
    'formwork',
    'concrete_mixer',
    'wheelbarrow',
    'ladders',
    'sealant',
    'chain_link_fence',
  ],
  vehicles: [
    'cars',
    'suvs',
    'pickup_trucks',
    'vans',
    'minibuses',
    'buses',
    'motorcycles',
    'scooters',
    'bicycles',
    'electric_bikes',
    'electric_cars',
    'atvs',
    'golf_carts',
    'campervans',
    'trailers',
    'luxury_cars',
    'classic_cars',
    'boats',
    'jet_skis',
    'trucks',
  ],
  private_transport: [
    'chauffeur_car',
    'executive_van',
    'airport_transfer',
    'limousine',
    'armored_car',
    'wedding_car',
    'tourist_transport',
    'school_transport',
    'accessible_transport',
  ],
  freight_transport: ['moving_truck', 'box_truck', 'refrigerated_truck', 'flatbed_truck', 'tractor_trailer'],
  baby_equipment: [
    'strollers',
    'car_seats',
    'cribs',
    'high_chairs',
    'playpens',
    'baby_carriers',
    'baby_monitors',
    'bassinets',
  ],
  pet_supplies: ['pet_carriers', 'dog_crates', 'pet_beds', 'aquariums', 'pet_grooming_kits', 'pet_strollers'],
  cultural_arts: [
    'musical_instruments',
    'painting_supplies',
    'sculpture_tools',
    'theater_costumes',
    'stage_sets',
    'exhibition_art',
  ],
  safety_protection: ['helmets', 'safety_vests', 'fire_extinguishers', 'safety_harnesses'],
  security: [
    'surveillance_cameras',
    'alarm_systems',
    'access_control',
    'metal_detectors',
    'security_barriers',
    'bulletproof_vests',
    'two_way_radios',
    'patrol_vehicles',
    'surveillance_drones',
    'emergency_lighting',
    'monitoring_center',
    'crowd_control',
  ],
  clean_energy: [
    'solar_panels',
    'wind_turbines',
    'storage_batteries',
    'solar_water_heaters',
    'ev_chargers',
    'biodigesters',
    'inverters',
  ],
  security_guard: [
    'event_security',
    'residential_security',
    'corporate_security',
    'construction_site_security',
    'retail_security',
    'night_watch',
    'cash_escort',
  ],
  regional_products: [
    'coffee',
    'cacao',
    'vanilla',
    'honey',
    'mezcal',
    'tequila',
    'mole',
    'chili_peppers',
    'avocado',
    'heirloom_corn',
    'beans',
    'artisan_cheese',
    'tortillas',
    'traditional_sweets',
    'artisan_bread',
    'regional_textiles',
    'pottery',
    'seasonal_fruit',
    'seafood',
    'spices',
  ],
  government_contracts: [
    'public_works',
    'road_maintenance',
    'medical_supplies',
    'school_supplies',
    'office_supplies',
    'it_services',
    'fleet_leasing',
    'cleaning_services',
    'waste_management',
    'water_infrastructure',
    'street_lighting',
    'uniforms',
    'food_services',
    'consulting',
  ],
  public_tech_exchange: [
    'open_source_software',
    'open_data',
    'computer_equipment',
    'servers',
    'research_labs',
    'patents',
    'technical_training',
    'connectivity',
    'digital_government',
    'cybersecurity',
    'innovation_hubs',
  ],
  language_learning: [
    'english',
    'spanish',
    'french',
    'german',
    'italian',
    'portuguese',
    'mandarin',
    'japanese',
    'korean',
    'arabic',
    'russian',
    'hindi',
    'swahili',
    'nahuatl',
    'yucatec_maya',
    'zapotec',
  ],
  sign_language: [
    'mexican_sign_language',
    'american_sign_language',
    'spanish_sign_language',
    'brazilian_sign_language',
    'sign_interpreting',
  ],
  communication_studies: [
    'journalism',
    'public_speaking',
    'public_relations',
    'digital_marketing',
    'broadcasting',
    'translation',
  ],
  books: [
    'novels',
    'textbooks',
    'childrens_books',
    'comics',
    'poetry',
    'history_books',
    'science_books',
    'cookbooks',
    'art_books',
    'self_help',
    'reference_books',
    'audiobooks',
  ],
  events: [
    'tables',
    'chairs',
    'marquees',
    'table_linen',
    'dance_floors',
    'stages',
    'sound_systems',
    'event_lighting',
    'decorations',
    'bouncy_castles',
    'photo_booths',
    'catering_equipment',
    'chafing_dishes',
    'glassware',
    'tableware',
    'patio_heaters',
    'portable_toilets',
    'generators',
    'screens_projectors',
    'red_carpet',
    'fog_machines',
  ],
  mexico_magico: [
    'alebrijes',
    'talavera',
    'mariachi_attire',
    'pinatas',
    'papel_picado',
    'catrinas',
    'day_of_the_dead_altars',
    'sugar_skulls',
    'charro_sombreros',
    'sarapes',
    'rebozos',
    'huipiles',
    'folk_costumes',
    'china_poblana',
    'charro_saddles',
    'barro_negro',
    'huichol_art',
    'amate_paintings',
    'lacquerware',
    'taxco_silver',
    'hammocks',
    'blown_glass',
    'santa_clara_copper',
    'molcajetes',
    'comales',
    'clay_pots',
    'guitarrones',
    'marimbas',
    'jaranas',
    'folk_ballet_costumes',
    'lucha_libre_masks',
    'ceremonial_masks',
    'trajineras',
    'temazcal',
    'pulque',
    'taquiza_equipment',
    'tortilla_presses',
    'otomi_embroidery',
    'teotitlan_rugs',
    'palm_weaving',
    'cantera_sculptures',
    'nativity_scenes',
  ],
} as const;

export type CategoryType = (typeof CATEGORY_TYPES)[number];
/** The categories of professional services (issue 14). Here rather than in service.ts, which carries zod: a
 * screen that only lists them (/services) loads no schema library for it (issue 35). */
export const SERVICE_CATEGORIES = CATEGORY_IDS_BY_TYPE.services;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export type CategoryId = (typeof CATEGORY_IDS_BY_TYPE)[CategoryType][number];
export type SubcategoryParent = keyof typeof SUBCATEGORY_IDS_BY_PARENT;
export type SubcategoryId = (typeof SUBCATEGORY_IDS_BY_PARENT)[SubcategoryParent][number];

export interface CategoryEntry {
  id: CategoryId;
  type: CategoryType;
  /** 1 is shown first within its type. */
  priority: number;
}

export interface SubcategoryEntry {
  id: SubcategoryId;
  parentCategory: SubcategoryParent;
  /** 1 is shown first within its parent. */
  priority: number;
}

export const CATEGORIES: readonly CategoryEntry[] = CATEGORY_TYPES.flatMap((type) =>
  (CATEGORY_IDS_BY_TYPE[type] as readonly CategoryId[]).map((id, index) => ({ id, type, priority: index + 1 })),
);

export const SUBCATEGORIES: readonly SubcategoryEntry[] = (
  Object.keys(SUBCATEGORY_IDS_BY_PARENT) as SubcategoryParent[]
).flatMap((parentCategory) =>
  (SUBCATEGORY_IDS_BY_PARENT[parentCategory] as readonly SubcategoryId[]).map((id, index) => ({
    id,
    parentCategory,
    priority: index + 1,
  })),
);

const categoryById = new Map<string, CategoryEntry>(CATEGORIES.map((c) => [c.id, c]));
const subcategoryById = new Map<string, SubcategoryEntry>(SUBCATEGORIES.map((s) => [s.id, s]));

export function findCategory(id: string): CategoryEntry | undefined {
  return categoryById.get(id);
}

export function findSubcategory(id: string): SubcategoryEntry | undefined {
  return subcategoryById.get(id);
}

/** A category or subcategory id of the taxonomy. */
export function isTaxonomyId(value: unknown): value is CategoryId | SubcategoryId {
  return typeof value === 'string' && (categoryById.has(value) || subcategoryById.has(value));
}

export function hasSubcategories(id: string): id is SubcategoryParent {
  return Object.hasOwn(SUBCATEGORY_IDS_BY_PARENT, id);
}

export function subcategoriesOf(id: string): readonly SubcategoryEntry[] {
  return hasSubcategories(id) ? SUBCATEGORIES.filter((s) => s.parentCategory === id) : [];
}

export function categoriesOfType(type: CategoryType): readonly CategoryEntry[] {
  return CATEGORIES.filter((c) => c.type === type);
}

/**
 * The sample catalogue's keys (spec document 1) as aliases of the taxonomy, the one vocabulary listings carry:
 * addresses written with them (`/search?category=drones`, `/map?category=camping`, `/publish?category=drones`) keep
 * working. 'otros' (anything else) has no place of its own. Music gear is rented as instruments (cultural_arts),
 * photography as audiovisual kit, drones as technology and camping gear with sports equipment.
 */
export const CATALOGUE_TO_TAXONOMY: Record<CatalogueCategory, CategoryId | null> = {
  construccion: 'construction',
  audiovisual: 'audiovisual',
  tecnologia: 'technology',
  deportes: 'sports',
  vehiculos: 'vehicles',
  eventos: 'events',
  espacios: 'spaces',
  cultivo_jardineria: 'gardening',
  publicidad: 'advertising',
  estacionamiento: 'parking',
  herramientas: 'tools',
  gaming_vr: 'gaming',
  musica: 'cultural_arts',
  fotografia: 'audiovisual',
  drones: 'technology',
  camping: 'sports',
  otros: null,
};

/**
 * The taxonomy id an address's category means: a taxonomy category or subcategory as it is, a sample catalogue key
 * through its alias; null for anything else. Every screen and endpoint that reads a category from outside goes
 * through here.
 */
export function taxonomyIdFor(key: string | null | undefined): CategoryId | SubcategoryId | null {
  if (!key) return null;
  if (isTaxonomyId(key)) return key;
  return Object.hasOwn(CATALOGUE_TO_TAXONOMY, key) ? CATALOGUE_TO_TAXONOMY[key as CatalogueCategory] : null;
}

/**
 * Every `listings.category` value that a filter by `key` (a taxonomy id or an alias) matches: a category with its
 * subcategories, or the subcategory alone. Empty when the key means nothing.
 */
export function listingCategoriesFor(key: string): string[] {
  const id = taxonomyIdFor(key);
  if (!id) return [];
  return findCategory(id) ? [id, ...subcategoriesOf(id).map((s) => s.id)] : [id];
}

/**
 * What `/publish?category=<key>` preselects: a taxonomy category as it is, a subcategory with its parent, a sample
 * catalogue key where the taxonomy places it (drones → technology). Anything else ('otros', a typo) preselects
 * nothing: the person chooses in the form.
 */
export function publishCategoryFor(
  key: string | null | undefined,
): { category: CategoryId; subcategory: SubcategoryId | null } | null {
  const id = taxonomyIdFor(key);
  if (!id) return null;
  const subcategory = findSubcategory(id);
  return subcategory
    ? { category: subcategory.parentCategory, subcategory: subcategory.id }
    : { category: id as CategoryId, subcategory: null };
}
