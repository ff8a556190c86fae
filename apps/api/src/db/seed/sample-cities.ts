import type { CurrencyCode } from '@vira/domain/currencies';
import type { Continent } from '@vira/domain/geography';

export interface SampleCity {
  name: string;
  /** Spanish country name, the last part of a listing's location text. */
  country: string;
  continent: Continent;
  currency: CurrencyCode;
  lat: number;
  lng: number;
  /** Rental prices relative to the United States (1 = US level), used to price listings in local money. */
  priceLevel: number;
  /** How many sample listings the city gets; Mexico carries about 40 % of the catalogue. */
  weight: number;
  /** Neighbourhoods with a real postal code of that area ('' where the country has none, e.g. Dubái). */
  zones: ReadonlyArray<readonly [zone: string, postalCode: string]>;
}

const MX = { country: 'México', continent: 'América del Norte', currency: 'MXN', priceLevel: 0.6 } as const;
const US = { country: 'Estados Unidos', continent: 'América del Norte', currency: 'USD', priceLevel: 1 } as const;
const CA = { country: 'Canadá', continent: 'América del Norte', currency: 'CAD', priceLevel: 0.95 } as const;
const ES = { country: 'España', continent: 'Europa', currency: 'EUR', priceLevel: 0.8 } as const;

export const SAMPLE_CITIES: readonly SampleCity[] = [
  // México (108 listings)
  { ...MX, name: 'Ciudad de México', lat: 19.4326, lng: -99.1332, weight: 22, zones: [['Roma Norte', '06700'], ['Condesa', '06140'], ['Polanco', '11560'], ['Coyoacán', '04000'], ['Narvarte', '03020'], ['Del Valle', '03100']] },
  { ...MX, name: 'Guadalajara', lat: 20.6597, lng: -103.3496, weight: 12, zones: [['Providencia', '44630'], ['Colonia Americana', '44160'], ['Chapalita', '45040'], ['Zapopan Centro', '45100']] },
  { ...MX, name: 'Monterrey', lat: 25.6866, lng: -100.3161, weight: 10, zones: [['San Pedro Garza García', '66220'], ['Centro', '64000'], ['Cumbres', '64610'], ['Contry', '64860']] },
  { ...MX, name: 'Puebla', lat: 19.0414, lng: -98.2063, weight: 6, zones: [['Centro Histórico', '72000'], ['Angelópolis', '72830'], ['La Paz', '72160']] },
  { ...MX, name: 'Querétaro', lat: 20.5888, lng: -100.3899, weight: 6, zones: [['Juriquilla', '76230'], ['Centro', '76000'], ['El Refugio', '76146']] },
  { ...MX, name: 'Mérida', lat: 20.9674, lng: -89.5926, weight: 6, zones: [['Paseo de Montejo', '97000'], ['García Ginerés', '97070'], ['Montebello', '97113']] },
  { ...MX, name: 'Cancún', lat: 21.1619, lng: -86.8515, weight: 6, zones: [['Zona Hotelera', '77500'], ['Supermanzana 15', '77505'], ['Puerto Cancún', '77524']] },
  { ...MX, name: 'Oaxaca', lat: 17.0732, lng: -96.7266, weight: 5, zones: [['Centro', '68000'], ['Jalatlaco', '68080'], ['Reforma', '68050']] },
  { ...MX, name: 'Tijuana', lat: 32.5149, lng: -117.0382, weight: 5, zones: [['Zona Río', '22010'], ['Playas de Tijuana', '22500'], ['Otay', '22430']] },
  { ...MX, name: 'León', lat: 21.1221, lng: -101.6823, weight: 4, zones: [['Centro', '37000'], ['Jardines del Moral', '37160'], ['Gran Jardín', '37136']] },
  { ...MX, name: 'Playa del Carmen', lat: 20.6296, lng: -87.0739, weight: 4, zones: [['Quinta Avenida', '77710'], ['Playacar', '77717']] },
  { ...MX, name: 'San Miguel de Allende', lat: 20.9144, lng: -100.7452, weight: 4, zones: [['Centro', '37700'], ['Guadiana', '37760']] },
  { ...MX, name: 'Puerto Vallarta', lat: 20.6534, lng: -105.2253, weight: 4, zones: [['Zona Romántica', '48380'], ['Marina Vallarta', '48335']] },
  { ...MX, name: 'Toluca', lat: 19.2826, lng: -99.6557, weight: 3, zones: [['Centro', '50000'], ['Metepec', '52140']] },
  { ...MX, name: 'Chihuahua', lat: 28.6353, lng: -106.0889, weight: 3, zones: [['Centro', '31000'], ['San Felipe', '31203']] },
  { ...MX, name: 'Veracruz', lat: 19.1738, lng: -96.1342, weight: 3, zones: [['Boca del Río', '94290'], ['Centro', '91700']] },
  { ...MX, name: 'Morelia', lat: 19.7059, lng: -101.1949, weight: 3, zones: [['Centro Histórico', '58000'], ['Chapultepec Norte', '58260']] },
  { ...MX, name: 'Aguascalientes', lat: 21.8853, lng: -102.2916, weight: 2, zones: [['Centro', '20000'], ['Jardines de la Asunción', '20270']] },

  // América del Sur y Centroamérica
  { name: 'Bogotá', country: 'Colombia', continent: 'América del Sur', currency: 'COP', priceLevel: 0.5, lat: 4.711, lng: -74.0721, weight: 5, zones: [['Chapinero', '110231'], ['Usaquén', '110111'], ['La Candelaria', '111711']] },
  { name: 'Medellín', country: 'Colombia', continent: 'América del Sur', currency: 'COP', priceLevel: 0.5, lat: 6.2442, lng: -75.5812, weight: 4, zones: [['El Poblado', '050021'], ['Laureles', '050031']] },
  { name: 'Buenos Aires', country: 'Argentina', continent: 'América del Sur', currency: 'ARS', priceLevel: 0.55, lat: -34.6037, lng: -58.3816, weight: 5, zones: [['Palermo', 'C1425'], ['San Telmo', 'C1100'], ['Recoleta', 'C1113']] },
  { name: 'Mendoza', country: 'Argentina', continent: 'América del Sur', currency: 'ARS', priceLevel: 0.5, lat: -32.8895, lng: -68.8458, weight: 3, zones: [['Centro', 'M5500'], ['Chacras de Coria', 'M5528']] },
  { name: 'Santiago', country: 'Chile', continent: 'América del Sur', currency: 'CLP', priceLevel: 0.65, lat: -33.4489, lng: -70.6693, weight: 4, zones: [['Providencia', '7500000'], ['Las Condes', '7550000'], ['Ñuñoa', '7750000']] },
  { name: 'Lima', country: 'Perú', continent: 'América del Sur', currency: 'PEN', priceLevel: 0.5, lat: -12.0464, lng: -77.0428, weight: 4, zones: [['Miraflores', '15074'], ['Barranco', '15063'], ['San Isidro', '15073']] },
  { name: 'Cusco', country: 'Perú', continent: 'América del Sur', currency: 'PEN', priceLevel: 0.45, lat: -13.5319, lng: -71.9675, weight: 3, zones: [['San Blas', '08003'], ['Centro Histórico', '08002']] },
  { name: 'São Paulo', country: 'Brasil', continent: 'América del Sur', currency: 'BRL', priceLevel: 0.6, lat: -23.5505, lng: -46.6333, weight: 4, zones: [['Pinheiros', '05422-000'], ['Vila Madalena', '05433-000'], ['Moema', '04077-000']] },
  { name: 'Río de Janeiro', country: 'Brasil', continent: 'América del Sur', currency: 'BRL', priceLevel: 0.6, lat: -22.9068, lng: -43.1729, weight: 4, zones: [['Copacabana', '22070-000'], ['Ipanema', '22410-000'], ['Botafogo', '22250-040']] },
  { name: 'Quito', country: 'Ecuador', continent: 'América del Sur', currency: 'USD', priceLevel: 0.5, lat: -0.1807, lng: -78.4678, weight: 3, zones: [['La Mariscal', '170143'], ['González Suárez', '170135']] },
  { name: 'Ciudad de Panamá', country: 'Panamá', continent: 'América del Norte', currency: 'USD', priceLevel: 0.65, lat: 8.9824, lng: -79.5199, weight: 3, zones: [['Casco Viejo', '0801'], ['Punta Pacífica', '0807']] },

  // Estados Unidos y Canadá
  { ...US, name: 'Los Ángeles', lat: 34.0522, lng: -118.2437, weight: 5, zones: [['Silver Lake', '90026'], ['Santa Mónica', '90401'], ['Downtown', '90013']] },
  { ...US, name: 'Nueva York', lat: 40.7128, lng: -74.006, weight: 4, zones: [['Brooklyn', '11211'], ['Upper West Side', '10024'], ['Queens', '11101']] },
  { ...US, name: 'Miami', lat: 25.7617, lng: -80.1918, weight: 4, zones: [['Wynwood', '33127'], ['Brickell', '33131'], ['Little Havana', '33135']] },
  { ...US, name: 'Houston', lat: 29.7604, lng: -95.3698, weight: 4, zones: [['Montrose', '77006'], ['The Heights', '77008']] },
  { ...US, name: 'San Antonio', lat: 29.4241, lng: -98.4936, weight: 4, zones: [['King William', '78204'], ['Alamo Heights', '78209']] },
  { ...US, name: 'Chicago', lat: 41.8781, lng: -87.6298, weight: 3, zones: [['Pilsen', '60608'], ['Wicker Park', '60622']] },
  { ...US, name: 'San Diego', lat: 32.7157, lng: -117.1611, weight: 3, zones: [['North Park', '92104'], ['La Jolla', '92037']] },
  { ...CA, name: 'Toronto', lat: 43.6532, lng: -79.3832, weight: 4, zones: [['Kensington Market', 'M5T 2S8'], ['Leslieville', 'M4M 1H6']] },
  { ...CA, name: 'Vancouver', lat: 49.2827, lng: -123.1207, weight: 3, zones: [['Kitsilano', 'V6K 2G6'], ['Mount Pleasant', 'V5T 3J5']] },

  // Europa
  { ...ES, name: 'Madrid', lat: 40.4168, lng: -3.7038, weight: 5, zones: [['Malasaña', '28004'], ['Chamberí', '28010'], ['Lavapiés', '28012'], ['Salamanca', '28001']] },
  { ...ES, name: 'Barcelona', lat: 41.3874, lng: 2.1686, weight: 5, zones: [['Gràcia', '08012'], ['Eixample', '08009'], ['Poblenou', '08005']] },
  { ...ES, name: 'Valencia', lat: 39.4699, lng: -0.3763, weight: 4, zones: [['Ruzafa', '46004'], ['El Cabanyal', '46011']] },
  { ...ES, name: 'Sevilla', lat: 37.3891, lng: -5.9845, weight: 4, zones: [['Triana', '41010'], ['Nervión', '41005']] },
  { name: 'Lisboa', country: 'Portugal', continent: 'Europa', currency: 'EUR', priceLevel: 0.75, lat: 38.7223, lng: -9.1393, weight: 3, zones: [['Alfama', '1100-018'], ['Príncipe Real', '1250-096']] },
  { name: 'París', country: 'Francia', continent: 'Europa', currency: 'EUR', priceLevel: 1, lat: 48.8566, lng: 2.3522, weight: 4, zones: [['Le Marais', '75004'], ['Montmartre', '75018']] },
  { name: 'Berlín', country: 'Alemania', continent: 'Europa', currency: 'EUR', priceLevel: 0.9, lat: 52.52, lng: 13.405, weight: 4, zones: [['Kreuzberg', '10997'], ['Prenzlauer Berg', '10405']] },
  { name: 'Roma', country: 'Italia', continent: 'Europa', currency: 'EUR', priceLevel: 0.85, lat: 41.9028, lng: 12.4964, weight: 3, zones: [['Trastevere', '00153'], ['Monti', '00184']] },
  { name: 'Londres', country: 'Reino Unido', continent: 'Europa', currency: 'GBP', priceLevel: 1.05, lat: 51.5074, lng: -0.1278, weight: 4, zones: [['Camden', 'NW1 8AH'], ['Shoreditch', 'E1 6JE']] },
  { name: 'Ámsterdam', country: 'Países Bajos', continent: 'Europa', currency: 'EUR', priceLevel: 1, lat: 52.3676, lng: 4.9041, weight: 3, zones: [['De Pijp', '1072 AA'], ['Jordaan', '1015 CJ']] },
  { name: 'Zúrich', country: 'Suiza', continent: 'Europa', currency: 'CHF', priceLevel: 1.3, lat: 47.3769, lng: 8.5417, weight: 2, zones: [['Altstadt', '8001'], ['Zürich-West', '8005']] },

  // Asia
  { name: 'Tokio', country: 'Japón', continent: 'Asia', currency: 'JPY', priceLevel: 0.8, lat: 35.6762, lng: 139.6503, weight: 4, zones: [['Shibuya', '150-0002'], ['Shimokitazawa', '155-0031'], ['Asakusa', '111-0032']] },
  { name: 'Seúl', country: 'Corea del Sur', continent: 'Asia', currency: 'KRW', priceLevel: 0.75, lat: 37.5665, lng: 126.978, weight: 3, zones: [['Gangnam', '06000'], ['Hongdae', '04040']] },
  { name: 'Bangkok', country: 'Tailandia', continent: 'Asia', currency: 'THB', priceLevel: 0.45, lat: 13.7563, lng: 100.5018, weight: 3, zones: [['Sukhumvit', '10110'], ['Silom', '10500']] },
  { name: 'Singapur', country: 'Singapur', continent: 'Asia', currency: 'SGD', priceLevel: 1, lat: 1.3521, lng: 103.8198, weight: 3, zones: [['Tiong Bahru', '160010'], ['Marina Bay', '018956']] },
  { name: 'Bombay', country: 'India', continent: 'Asia', currency: 'INR', priceLevel: 0.3, lat: 19.076, lng: 72.8777, weight: 3, zones: [['Bandra', '400050'], ['Colaba', '400005']] },
  { name: 'Dubái', country: 'Emiratos Árabes Unidos', continent: 'Asia', currency: 'AED', priceLevel: 1, lat: 25.2048, lng: 55.2708, weight: 3, zones: [['Dubai Marina', ''], ['Al Quoz', '']] },
  { name: 'Shanghái', country: 'China', continent: 'Asia', currency: 'CNY', priceLevel: 0.55, lat: 31.2304, lng: 121.4737, weight: 2, zones: [['Jing’an', '200040'], ['Xuhui', '200030']] },

  // África
  { name: 'Ciudad del Cabo', country: 'Sudáfrica', continent: 'África', currency: 'ZAR', priceLevel: 0.5, lat: -33.9249, lng: 18.4241, weight: 4, zones: [['Sea Point', '8005'], ['Woodstock', '7925']] },
  { name: 'Nairobi', country: 'Kenia', continent: 'África', currency: 'KES', priceLevel: 0.4, lat: -1.2921, lng: 36.8219, weight: 3, zones: [['Westlands', '00800'], ['Kilimani', '00100']] },
  { name: 'Marrakech', country: 'Marruecos', continent: 'África', currency: 'MAD', priceLevel: 0.4, lat: 31.6295, lng: -7.9811, weight: 3, zones: [['Guéliz', '40000'], ['Medina', '40030']] },
  { name: 'Lagos', country: 'Nigeria', continent: 'África', currency: 'NGN', priceLevel: 0.35, lat: 6.5244, lng: 3.3792, weight: 2, zones: [['Victoria Island', '101241'], ['Lekki', '105102']] },
  { name: 'El Cairo', country: 'Egipto', continent: 'África', currency: 'EGP', priceLevel: 0.3, lat: 30.0444, lng: 31.2357, weight: 2, zones: [['Zamalek', '11211'], ['Maadi', '11728']] },

  // Oceanía
  { name: 'Sídney', country: 'Australia', continent: 'Oceanía', currency: 'AUD', priceLevel: 1, lat: -33.8688, lng: 151.2093, weight: 4, zones: [['Surry Hills', '2010'], ['Bondi', '2026']] },
  { name: 'Melbourne', country: 'Australia', continent: 'Oceanía', currency: 'AUD', priceLevel: 0.95, lat: -37.8136, lng: 144.9631, weight: 3, zones: [['Fitzroy', '3065'], ['St Kilda', '3182']] },
  { name: 'Auckland', country: 'Nueva Zelanda', continent: 'Oceanía', currency: 'NZD', priceLevel: 0.95, lat: -36.8485, lng: 174.7633, weight: 3, zones: [['Ponsonby', '1011'], ['Devonport', '0624']] },
];
