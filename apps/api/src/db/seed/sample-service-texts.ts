/**
 * Sample professional services (issue 14): written for this project, in Spanish, one or two per category.
 * Prices are Mexican pesos (major units) per hour and per day; 0 = not offered that way.
 */
export interface SampleServiceText {
  category: string;
  title: string;
  description: string;
  hourly: number;
  daily: number;
  minHours: number;
  radiusKm: number;
  /** Working hours [start, end) and the weekdays (0 = Monday … 6 = Sunday). */
  hours: [start: number, end: number];
  days: number[];
}

const WEEKDAYS = [0, 1, 2, 3, 4];
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const WEEKEND_TOO = [0, 1, 2, 3, 4, 5];

export const SAMPLE_SERVICE_TEXTS: readonly SampleServiceText[] = [
  { category: 'photographer', title: 'Fotógrafa de eventos y retratos', description: 'Cobertura de bodas, XV años y eventos corporativos. Entrego galería editada en 7 días, con equipo profesional y respaldo de tarjetas.', hourly: 650, daily: 4800, minHours: 2, radiusKm: 40, hours: [8, 22], days: ALL_WEEK },
  { category: 'engineer', title: 'Ingeniero civil para revisión estructural', description: 'Visita técnica, dictamen de daños en muros y losas, y recomendaciones por escrito. Experiencia en vivienda y naves industriales.', hourly: 900, daily: 6500, minHours: 2, radiusKm: 60, hours: [8, 18], days: WEEKDAYS },
  { category: 'architect', title: 'Arquitecta para proyecto de remodelación', description: 'Levantamiento, anteproyecto y planos para remodelar casa o local. Asesoría en permisos municipales.', hourly: 800, daily: 0, minHours: 2, radiusKm: 30, hours: [9, 19], days: WEEKDAYS },
  { category: 'audiovisual_production', title: 'Producción de video con dron y edición', description: 'Grabación en 4K con dron registrado, guion breve y edición con música con licencia. Ideal para negocios y bienes raíces.', hourly: 1200, daily: 8500, minHours: 3, radiusKm: 80, hours: [7, 20], days: WEEKEND_TOO },
  { category: 'dj', title: 'DJ con audio e iluminación para fiestas', description: 'Música para bodas y fiestas privadas, con bocinas, consola y luces robóticas incluidas. Repertorio a tu gusto.', hourly: 1500, daily: 0, minHours: 4, radiusKm: 50, hours: [12, 23], days: ALL_WEEK },
  { category: 'security_guard', title: 'Guardia de seguridad para eventos', description: 'Elemento capacitado y con licencia de seguridad privada para control de acceso en eventos y obras. Uniformado y con radio.', hourly: 180, daily: 1400, minHours: 6, radiusKm: 40, hours: [0, 23], days: ALL_WEEK },
  { category: 'bodyguard', title: 'Escolta ejecutivo bilingüe', description: 'Protección personal para ejecutivos y visitantes, con vehículo propio opcional. Acreditado y con experiencia en traslados.', hourly: 650, daily: 5200, minHours: 4, radiusKm: 100, hours: [0, 23], days: ALL_WEEK },
  { category: 'chef', title: 'Chef a domicilio para cenas privadas', description: 'Menú de tres tiempos preparado en tu cocina para hasta 12 personas. Cocina mexicana contemporánea; ingredientes aparte.', hourly: 550, daily: 0, minHours: 3, radiusKm: 25, hours: [10, 23], days: ALL_WEEK },
  { category: 'lawyer', title: 'Abogada en derecho civil y contratos', description: 'Revisión de contratos de arrendamiento, compraventa y asesoría en juicios civiles. Primera consulta de una hora.', hourly: 950, daily: 0, minHours: 1, radiusKm: 30, hours: [9, 19], days: WEEKDAYS },
  { category: 'carpenter', title: 'Carpintero para muebles a la medida', description: 'Fabricación y reparación de clósets, cocinas y puertas de madera. Llevo mi herramienta; el material se cotiza aparte.', hourly: 280, daily: 1900, minHours: 2, radiusKm: 20, hours: [8, 18], days: WEEKEND_TOO },
  { category: 'electrician', title: 'Electricista certificado residencial', description: 'Instalaciones, cambios de centro de carga, contactos y diagnóstico de cortos. Trabajo garantizado por escrito.', hourly: 320, daily: 2200, minHours: 1, radiusKm: 25, hours: [8, 20], days: WEEKEND_TOO },
  { category: 'construction_worker', title: 'Albañil para obra y acabados', description: 'Muros, firmes, aplanados y colocación de piso. Puedo traer ayudante si la obra lo requiere.', hourly: 150, daily: 950, minHours: 4, radiusKm: 30, hours: [7, 17], days: WEEKEND_TOO },
  { category: 'waiter', title: 'Meseros para banquetes', description: 'Servicio de mesa para bodas y eventos, con uniforme y experiencia en banquetes formales. Precio por mesero.', hourly: 160, daily: 1100, minHours: 5, radiusKm: 35, hours: [10, 23], days: ALL_WEEK },
  { category: 'machinery_operator', title: 'Operador de retroexcavadora', description: 'Operador con 15 años de experiencia en excavación, zanjas y carga de material. No incluye la máquina.', hourly: 380, daily: 2800, minHours: 4, radiusKm: 70, hours: [7, 18], days: WEEKEND_TOO },
  { category: 'truck_driver', title: 'Chofer de tráiler con licencia federal', description: 'Licencia federal tipo E vigente, experiencia en rutas nacionales y carga refrigerada. Disponible para viajes redondos.', hourly: 0, daily: 2600, minHours: 1, radiusKm: 500, hours: [0, 23], days: ALL_WEEK },
  { category: 'bartender', title: 'Bartender de coctelería de autor', description: 'Barra móvil con cristalería, mezcladores y menú de cócteles para tu evento. Licor aparte o incluido a cotizar.', hourly: 450, daily: 0, minHours: 4, radiusKm: 40, hours: [14, 23], days: ALL_WEEK },
  { category: 'hostess', title: 'Edecanes para expos y congresos', description: 'Edecanes bilingües para registro, atención en stand y entrega de material. Imagen profesional.', hourly: 250, daily: 1800, minHours: 4, radiusKm: 40, hours: [8, 22], days: ALL_WEEK },
  { category: 'house_cleaner', title: 'Limpieza profunda de casa y departamento', description: 'Limpieza detallada de cocina, baños y ventanas. Llevo productos biodegradables y equipo.', hourly: 140, daily: 900, minHours: 3, radiusKm: 15, hours: [8, 18], days: WEEKEND_TOO },
  { category: 'maintenance', title: 'Mantenimiento general del hogar', description: 'Plomería menor, pintura, impermeabilización y pequeñas reparaciones. Presupuesto sin costo.', hourly: 220, daily: 1500, minHours: 2, radiusKm: 20, hours: [8, 19], days: WEEKEND_TOO },
  { category: 'accountant', title: 'Contador para declaraciones y facturación', description: 'Declaraciones mensuales y anuales ante el SAT, RESICO y personas morales. Asesoría por videollamada o presencial.', hourly: 600, daily: 0, minHours: 1, radiusKm: 30, hours: [9, 19], days: WEEKDAYS },
  { category: 'event_staff', title: 'Staff de montaje y logística para eventos', description: 'Equipo para montaje de mobiliario, escenarios y carpas. Precio por persona; cuadrillas de hasta 10.', hourly: 170, daily: 1200, minHours: 4, radiusKm: 50, hours: [6, 23], days: ALL_WEEK },
  { category: 'customs_agent', title: 'Agente aduanal para importaciones', description: 'Trámite de pedimentos, clasificación arancelaria y asesoría en comercio exterior. Patente vigente.', hourly: 1100, daily: 0, minHours: 1, radiusKm: 100, hours: [9, 18], days: WEEKDAYS },
  { category: 'gardener', title: 'Jardinero para mantenimiento de áreas verdes', description: 'Poda, corte de pasto, fumigación y diseño de jardines pequeños. Retiro de residuos incluido.', hourly: 160, daily: 1000, minHours: 2, radiusKm: 20, hours: [7, 17], days: WEEKEND_TOO },
  { category: 'agronomist', title: 'Ingeniera agrónoma para asesoría de cultivos', description: 'Diagnóstico de suelo, plan de fertilización y control de plagas para huertas y parcelas.', hourly: 700, daily: 4500, minHours: 2, radiusKm: 150, hours: [7, 18], days: WEEKDAYS },
  { category: 'driver', title: 'Chofer privado con auto sedán', description: 'Traslados al aeropuerto, juntas y paseos. Auto sedán con aire acondicionado; casetas y gasolina incluidas en ciudad.', hourly: 350, daily: 2800, minHours: 2, radiusKm: 60, hours: [5, 23], days: ALL_WEEK },
  { category: 'psychologist', title: 'Psicóloga clínica: terapia individual', description: 'Terapia cognitivo-conductual para ansiedad y depresión, en consultorio o a domicilio. Cédula profesional verificada.', hourly: 700, daily: 0, minHours: 1, radiusKm: 15, hours: [9, 20], days: WEEKEND_TOO },
  { category: 'nanny', title: 'Niñera con primeros auxilios', description: 'Cuidado de niños de 1 a 10 años, apoyo con tareas y juegos. Curso de primeros auxilios pediátricos vigente.', hourly: 150, daily: 1000, minHours: 3, radiusKm: 15, hours: [7, 22], days: ALL_WEEK },
  { category: 'babysitter', title: 'Cuidado de bebés por horas', description: 'Cuidado de bebés desde 3 meses, por horas o noches. Referencias comprobables.', hourly: 170, daily: 0, minHours: 2, radiusKm: 15, hours: [8, 23], days: ALL_WEEK },
  { category: 'k9_rescue', title: 'Binomio canino de búsqueda y rescate', description: 'Guía y perro certificados para búsqueda en estructuras colapsadas y zonas rurales. Apoyo a protección civil.', hourly: 0, daily: 3500, minHours: 1, radiusKm: 500, hours: [0, 23], days: ALL_WEEK },
  { category: 'funeral_services', title: 'Asesoría y trámites funerarios', description: 'Acompañamiento a la familia en trámites de acta de defunción, traslado y cremación. Atención las 24 horas.', hourly: 400, daily: 0, minHours: 2, radiusKm: 60, hours: [0, 23], days: ALL_WEEK },
];

/** Cities of the sample services (15 in Mexico, 3 abroad), with their time zones. */
export const SAMPLE_SERVICE_CITIES = [
  { name: 'Ciudad de México', zone: 'Roma Norte', postal: '06700', country: 'México', continent: 'América del Norte', lat: 19.4326, lng: -99.1332, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Guadalajara', zone: 'Providencia', postal: '44630', country: 'México', continent: 'América del Norte', lat: 20.6597, lng: -103.3496, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Monterrey', zone: 'Centro', postal: '64000', country: 'México', continent: 'América del Norte', lat: 25.6866, lng: -100.3161, currency: 'MXN', timeZone: 'America/Monterrey' },
  { name: 'Puebla', zone: 'La Paz', postal: '72160', country: 'México', continent: 'América del Norte', lat: 19.0414, lng: -98.2063, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Querétaro', zone: 'Centro Histórico', postal: '76000', country: 'México', continent: 'América del Norte', lat: 20.5888, lng: -100.3899, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Mérida', zone: 'García Ginerés', postal: '97070', country: 'México', continent: 'América del Norte', lat: 20.9674, lng: -89.5926, currency: 'MXN', timeZone: 'America/Merida' },
  { name: 'Cancún', zone: 'Supermanzana 15', postal: '77505', country: 'México', continent: 'América del Norte', lat: 21.1619, lng: -86.8515, currency: 'MXN', timeZone: 'America/Cancun' },
  { name: 'Tijuana', zone: 'Zona Río', postal: '22010', country: 'México', continent: 'América del Norte', lat: 32.5149, lng: -117.0382, currency: 'MXN', timeZone: 'America/Tijuana' },
  { name: 'León', zone: 'Jardines del Moral', postal: '37160', country: 'México', continent: 'América del Norte', lat: 21.1250, lng: -101.6860, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Oaxaca de Juárez', zone: 'Centro', postal: '68000', country: 'México', continent: 'América del Norte', lat: 17.0732, lng: -96.7266, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Veracruz', zone: 'Costa Verde', postal: '94294', country: 'México', continent: 'América del Norte', lat: 19.1738, lng: -96.1342, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Chihuahua', zone: 'San Felipe', postal: '31203', country: 'México', continent: 'América del Norte', lat: 28.6353, lng: -106.0889, currency: 'MXN', timeZone: 'America/Chihuahua' },
  { name: 'San Luis Potosí', zone: 'Lomas', postal: '78216', country: 'México', continent: 'América del Norte', lat: 22.1565, lng: -100.9855, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Aguascalientes', zone: 'Centro', postal: '20000', country: 'México', continent: 'América del Norte', lat: 21.8853, lng: -102.2916, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Morelia', zone: 'Chapultepec Norte', postal: '58260', country: 'México', continent: 'América del Norte', lat: 19.7060, lng: -101.1950, currency: 'MXN', timeZone: 'America/Mexico_City' },
  { name: 'Bogotá', zone: 'Chapinero', postal: '110231', country: 'Colombia', continent: 'América del Sur', lat: 4.7110, lng: -74.0721, currency: 'COP', timeZone: 'America/Bogota' },
  { name: 'Lima', zone: 'Miraflores', postal: '15074', country: 'Perú', continent: 'América del Sur', lat: -12.1211, lng: -77.0297, currency: 'PEN', timeZone: 'America/Lima' },
  { name: 'Madrid', zone: 'Chamberí', postal: '28010', country: 'España', continent: 'Europa', lat: 40.4168, lng: -3.7038, currency: 'EUR', timeZone: 'Europe/Madrid' },
] as const;
