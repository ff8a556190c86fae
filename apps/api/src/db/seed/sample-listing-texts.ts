import type { CategoryId } from '@vira/domain/category-taxonomy';
import type { CatalogueCategory } from '@vira/domain/sample-categories';

/** One kind of item a sample owner rents out, written by us in Spanish. */
export interface ListingTemplate {
  title: string;
  /** Two to four concrete sentences. */
  description: string;
  /** Daily price in US dollars at United States price level; scaled by city and converted to local money. */
  usdPerDay: number;
  /** Refundable deposit as a number of days of rent. */
  depositDays: number;
  /** Drawn as a service (no delivery or pickup); the listing's stored type follows its taxonomy category. */
  type?: 'product' | 'service';
  /** Its taxonomy category when not the one its sample key stands for ('otros' has none; a hired pilot is a service). */
  category?: CategoryId;
  /** Range of model years; absent for places and services. */
  years?: readonly [number, number];
}

export const LISTING_TEMPLATES: Record<CatalogueCategory, readonly ListingTemplate[]> = {
  construccion: [
    {
      title: 'Revolvedora de concreto de un saco con motor a gasolina',
      description:
        'Revolvedora de 1 saco con motor de 9 HP, olla de acero y llantas neumáticas para moverla en obra. Rinde para colados de losa pequeña y firmes. Se entrega limpia y con el tanque lleno; devuélvela lavada.',
      usdPerDay: 45,
      depositDays: 8,
      years: [2018, 2024],
    },
    {
      title: 'Andamio tubular de dos cuerpos con ruedas y plataformas',
      description:
        'Dos cuerpos de andamio de 1.5 m con crucetas, cuatro ruedas con freno y dos plataformas antiderrapantes. Alcanza unos 4 m de altura de trabajo para pintar fachadas o instalar plafones. Incluye pasadores y tutorial de armado.',
      usdPerDay: 30,
      depositDays: 10,
      years: [2017, 2024],
    },
    {
      title: 'Rotomartillo demoledor de 15 kg con cinceles',
      description:
        'Demoledor eléctrico de 1500 W con golpe de 25 J, ideal para romper piso, azulejo y muros de block. Incluye cincel plano, punta y maletín. Recomendamos guantes y lentes de seguridad.',
      usdPerDay: 40,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Compactadora de placa para firmes y adoquín',
      description:
        'Bailarina de placa con motor a gasolina de 6.5 HP y placa de 50 x 60 cm. Compacta grava, tepetate y base para adoquín en patios y cocheras. Se entrega con tapete de hule para no marcar el adoquín.',
      usdPerDay: 55,
      depositDays: 8,
      years: [2018, 2024],
    },
    {
      title: 'Escalera de extensión de aluminio de 8 metros',
      description:
        'Escalera de dos tramos en aluminio con zapatas antiderrapantes y capacidad de 136 kg. Llega hasta un segundo piso para limpiar canaletas o pintar. Ligera para subirla al techo de una camioneta.',
      usdPerDay: 15,
      depositDays: 10,
      years: [2016, 2024],
    },
    {
      title: 'Cortadora de piso con disco de diamante de 14 pulgadas',
      description:
        'Cortadora a gasolina para concreto y asfalto con tanque de agua para corte húmedo. Profundidad de corte de hasta 12 cm. El disco va incluido; el desgaste normal está considerado en la renta.',
      usdPerDay: 45,
      depositDays: 8,
      years: [2019, 2024],
    },
  ],
  audiovisual: [
    {
      title: 'Proyector Full HD de 4000 lúmenes con pantalla de 100 pulgadas',
      description:
        'Proyector 1080p de 4000 lúmenes que se ve bien aun con luz en la sala, con entradas HDMI y USB. Incluye pantalla de tripié de 100 pulgadas y cable HDMI de 10 m. Perfecto para presentaciones, bodas y cine al aire libre.',
      usdPerDay: 35,
      depositDays: 8,
      years: [2020, 2025],
    },
    {
      title: 'Kit de tres luces LED para video con tripiés',
      description:
        'Tres paneles LED bicolor de 60 W con temperatura ajustable de 3200 a 5600 K, tripiés y difusores. Funcionan con corriente o baterías. Listo para entrevistas, podcasts y videos de producto.',
      usdPerDay: 30,
      depositDays: 8,
      years: [2021, 2025],
    },
    {
      title: 'Par de bocinas activas de 15 pulgadas con mezcladora',
      description:
        'Dos bocinas amplificadas de 1000 W con tripiés y una mezcladora de 8 canales con Bluetooth. Sonorizan una fiesta de hasta 150 personas. Incluye cables y un micrófono alámbrico.',
      usdPerDay: 45,
      depositDays: 6,
      years: [2019, 2025],
    },
    {
      title: 'Pantalla 4K de 65 pulgadas con base rodante',
      description:
        'Pantalla 4K de 65 pulgadas montada en base con ruedas y altura regulable. Ideal para stands, salas de juntas y transmisiones de partidos. Incluye control, cable HDMI y funda para transporte.',
      usdPerDay: 50,
      depositDays: 10,
      years: [2021, 2025],
    },
    {
      title: 'Par de micrófonos inalámbricos de mano',
      description:
        'Sistema UHF con dos micrófonos de mano y receptor con salida XLR y de 6.3 mm. Alcance de 60 m sin cortes. Se entregan con baterías recargables cargadas.',
      usdPerDay: 20,
      depositDays: 8,
      years: [2020, 2025],
    },
    {
      title: 'Controlador de DJ de dos canales con audífonos',
      description:
        'Controlador de dos platos con pads de efectos, salida para bocinas y entrada de micrófono. Compatible con el software de DJ más usado. Incluye audífonos cerrados y estuche rígido.',
      usdPerDay: 40,
      depositDays: 8,
      years: [2020, 2025],
    },
  ],
  tecnologia: [
    {
      title: 'Laptop de 14 pulgadas con 32 GB de RAM para edición',
      description:
        'Laptop con procesador de ocho núcleos, 32 GB de RAM, SSD de 1 TB y pantalla de alta resolución calibrada. Mueve edición de video 4K y diseño sin problema. Se entrega formateada, con cargador y funda.',
      usdPerDay: 30,
      depositDays: 25,
      years: [2022, 2025],
    },
    {
      title: 'Tableta de 11 pulgadas con teclado y lápiz',
      description:
        'Tableta de 11 pulgadas con 256 GB, teclado tipo funda y lápiz con sensibilidad a la presión. Sirve para tomar notas, dibujar o presentar. Batería para un día completo de uso.',
      usdPerDay: 15,
      depositDays: 25,
      years: [2022, 2025],
    },
    {
      title: 'Monitor 4K de 27 pulgadas calibrado de fábrica',
      description:
        'Monitor IPS 4K de 27 pulgadas con 99 % sRGB, USB-C con carga de 65 W y base ajustable en altura. Ideal para retoque de fotografía o trabajo remoto temporal. Incluye cables USB-C y HDMI.',
      usdPerDay: 15,
      depositDays: 20,
      years: [2021, 2025],
    },
    {
      title: 'Impresora 3D FDM con cama caliente de 25 cm',
      description:
        'Impresora 3D con volumen de 25 x 25 x 30 cm, nivelación automática y cama magnética. Imprime PLA, PETG y TPU. Incluye un rollo de PLA de 1 kg y una sesión breve de puesta en marcha.',
      usdPerDay: 25,
      depositDays: 15,
      years: [2022, 2025],
    },
    {
      title: 'Módem 5G portátil con datos ilimitados',
      description:
        'Punto de acceso 5G para hasta 16 dispositivos con batería de 10 horas. Trae chip con datos para la duración de la renta. Útil para eventos, mudanzas o trabajo en sitios sin internet.',
      usdPerDay: 10,
      depositDays: 15,
      years: [2023, 2025],
    },
    {
      title: 'Kit de videoconferencia con cámara 4K y barra de sonido',
      description:
        'Cámara 4K con encuadre automático, barra de sonido con micrófonos de 360° y control remoto. Se conecta por USB a cualquier laptop. Pensado para salas de hasta 10 personas.',
      usdPerDay: 30,
      depositDays: 15,
      years: [2022, 2025],
    },
  ],
  deportes: [
    {
      title: 'Bicicleta de montaña rodada 29 de doble suspensión',
      description:
        'Cuadro de aluminio talla M, suspensión de 120 mm y frenos de disco hidráulicos. Incluye casco, candado y bomba. Ajustamos el asiento a tu altura al entregarla.',
      usdPerDay: 35,
      depositDays: 15,
      years: [2020, 2025],
    },
    {
      title: 'Tabla de paddle inflable con remo y chaleco',
      description:
        'Tabla inflable de 3.2 m estable para principiantes, con remo ajustable, inflador de doble acción y chaleco salvavidas. Cabe en una mochila y se infla en diez minutos. Ideal para lagos y bahías tranquilas.',
      usdPerDay: 30,
      depositDays: 10,
      years: [2021, 2025],
    },
    {
      title: 'Kayak doble sit-on-top con chalecos',
      description:
        'Kayak para dos personas, muy estable, con dos remos, dos chalecos y bolsa seca. Pesa 28 kg y cabe en el techo de un auto con las barras incluidas. Perfecto para recorrer manglares o la costa.',
      usdPerDay: 40,
      depositDays: 10,
      years: [2019, 2025],
    },
    {
      title: 'Kit de pádel con dos palas y pelotas nuevas',
      description:
        'Dos palas de fibra de carbono de balance medio, un tubo de pelotas nuevas y funda térmica. Para jugadores de nivel inicial e intermedio. Las pelotas te las quedas.',
      usdPerDay: 10,
      depositDays: 10,
      years: [2022, 2025],
    },
    {
      title: 'Porterías portátiles de fútbol 7 con balones',
      description:
        'Dos porterías plegables de 3 x 2 m con red, diez conos y tres balones número 5. Se arman en cinco minutos en cualquier parque. Ideales para torneos de oficina o fiestas infantiles.',
      usdPerDay: 20,
      depositDays: 6,
      years: [2020, 2025],
    },
    {
      title: 'Bicicleta de ruta de carbono con pedales de clip',
      description:
        'Bicicleta de ruta talla 54 en carbono, grupo de 22 velocidades y ruedas de perfil medio. Pesa 8.2 kg. Incluye pedales automáticos, portabidones y luces delantera y trasera.',
      usdPerDay: 45,
      depositDays: 20,
      years: [2020, 2025],
    },
  ],
  vehiculos: [
    {
      title: 'Sedán automático con aire acondicionado y seguro amplio',
      description:
        'Sedán de cinco plazas con transmisión automática, aire acondicionado y cámara de reversa. Rinde unos 16 km por litro en carretera. Se entrega lavado y con tanque lleno; el seguro amplio está incluido.',
      usdPerDay: 88,
      depositDays: 5,
      years: [2020, 2024],
    },
    {
      title: 'Camioneta pick-up doble cabina 4x4',
      description:
        'Pick-up diésel de doble cabina con tracción 4x4, caja con cubierta y enganche para remolque. Aguanta caminos de terracería y mudanzas pequeñas. Kilometraje libre dentro del país.',
      usdPerDay: 120,
      depositDays: 5,
      years: [2019, 2024],
    },
    {
      title: 'Motoneta de 150 cc con dos cascos',
      description:
        'Motoneta automática de 150 cc, económica y fácil de estacionar, con baúl trasero. Incluye dos cascos certificados y candado de disco. Se requiere licencia de motociclista vigente.',
      usdPerDay: 40,
      depositDays: 8,
      years: [2021, 2025],
    },
    {
      title: 'Van de 12 pasajeros con aire acondicionado',
      description:
        'Van de 12 plazas con aire acondicionado trasero, espacio para equipaje y puertos USB. Ideal para viajes familiares, bodas o traslados de equipo. Puede rentarse con chofer por un costo adicional.',
      usdPerDay: 150,
      depositDays: 4,
      years: [2019, 2024],
    },
    {
      title: 'Bicicleta eléctrica urbana de 500 W',
      description:
        'Bicicleta eléctrica con motor de 500 W, autonomía de 60 km y canasta delantera. Cargador incluido; se carga en cuatro horas en cualquier enchufe. Casco y candado en U incluidos.',
      usdPerDay: 30,
      depositDays: 15,
      years: [2022, 2025],
    },
    {
      title: 'Remolque de carga de 1.5 toneladas con lona',
      description:
        'Remolque de un eje con capacidad de 1.5 t, caja de 2.4 x 1.5 m, lona y luces conectadas. Se engancha en bola de 2 pulgadas. Útil para mudanzas, material de obra o motos.',
      usdPerDay: 35,
      depositDays: 8,
      years: [2017, 2024],
    },
  ],
  eventos: [
    {
      title: 'Carpa de 6 x 12 metros con lonas laterales',
      description:
        'Carpa blanca de estructura metálica para unas 70 personas, con lonas laterales enrollables por si llueve. La montamos y desmontamos nosotros en tu jardín o terraza. Incluye iluminación básica de focos.',
      usdPerDay: 120,
      depositDays: 2,
      years: [2018, 2024],
    },
    {
      title: 'Paquete de 100 sillas plegables y 10 mesas tablón',
      description:
        'Cien sillas plegables blancas acojinadas y diez mesas rectangulares de 2.4 m para diez personas cada una. Se entregan limpias y con fundas. Flete local incluido en la zona.',
      usdPerDay: 80,
      depositDays: 2,
      years: [2019, 2024],
    },
    {
      title: 'Brincolín inflable de castillo de 4 x 4 metros',
      description:
        'Inflable con forma de castillo para niños de 3 a 10 años, con soplador silencioso, lona de piso y estacas. Aguanta hasta ocho niños a la vez. Lo instalamos y te explicamos las reglas de seguridad.',
      usdPerDay: 70,
      depositDays: 2,
      years: [2020, 2025],
    },
    {
      title: 'Pista de baile iluminada de 5 x 5 metros',
      description:
        'Pista modular de paneles LED con efectos programables, bordes de seguridad y control inalámbrico. Soporta a más de 50 personas bailando. La instalación tarda unas dos horas y va incluida.',
      usdPerDay: 150,
      depositDays: 2,
      years: [2020, 2025],
    },
    {
      title: 'Máquina de humo con cuatro luces robóticas',
      description:
        'Máquina de humo de 1500 W con control remoto, líquido para toda la noche y cuatro cabezas móviles LED con modo audiorrítmico. Se conecta a un contacto normal. Transforma cualquier salón en pista.',
      usdPerDay: 40,
      depositDays: 4,
      years: [2020, 2025],
    },
    {
      title: 'Mantelería y cristalería para 50 invitados',
      description:
        'Manteles largos, caminos de mesa, servilletas de tela, copas, vasos y cubiertos para 50 personas. Se entrega todo lavado en cajas acolchadas. Solo pedimos devolverlo sin restos de comida.',
      usdPerDay: 60,
      depositDays: 3,
      years: [2020, 2025],
    },
  ],
  espacios: [
    {
      title: 'Estudio fotográfico de 60 m² con ciclorama blanco',
      description:
        'Estudio con ciclorama blanco de 5 m, luz natural por ventanal y persianas blackout. Incluye dos flashes, fondos de papel y área de maquillaje. Capacidad para producciones de hasta 12 personas.',
      usdPerDay: 120,
      depositDays: 1,
    },
    {
      title: 'Sala de juntas para 12 personas con pantalla',
      description:
        'Sala privada con mesa para 12 personas, pantalla de 75 pulgadas, pizarrón y café de cortesía. Internet de fibra simétrica y recepción de visitas. Disponible de 8:00 a 20:00.',
      usdPerDay: 90,
      depositDays: 1,
    },
    {
      title: 'Terraza en azotea de 80 m² para eventos',
      description:
        'Terraza con vista a la ciudad, pérgola, luces colgantes y baño propio. Caben 40 personas de pie o 24 sentadas. Se permite música moderada hasta las 23:00.',
      usdPerDay: 200,
      depositDays: 1,
    },
    {
      title: 'Bodega de 30 m² con acceso para carga',
      description:
        'Bodega techada con cortina metálica, piso de concreto y acceso para camioneta. Vigilancia y cámaras 24 horas. Ideal para guardar inventario o muebles durante una mudanza.',
      usdPerDay: 40,
      depositDays: 3,
    },
    {
      title: 'Cocina industrial equipada por jornada',
      description:
        'Cocina con estufa de seis quemadores, horno de convección, cámara de refrigeración y mesas de acero inoxidable. Cuenta con licencia sanitaria vigente. Perfecta para pruebas de menú, clases o producción de repostería.',
      usdPerDay: 150,
      depositDays: 1,
    },
    {
      title: 'Salón para talleres de 40 personas',
      description:
        'Salón luminoso con sillas apilables, mesas plegables, proyector y sonido básico. Tiene cocineta y baños accesibles. Se renta por día completo con limpieza incluida.',
      usdPerDay: 110,
      depositDays: 1,
    },
  ],
  cultivo_jardineria: [
    {
      title: 'Podadora de pasto autopropulsada de 21 pulgadas',
      description:
        'Podadora a gasolina con tracción, corte regulable en seis alturas y bolsa recolectora. Deja listo un jardín de 500 m² en una hora. Se entrega con aceite y gasolina.',
      usdPerDay: 30,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Desbrozadora a gasolina con cabezal de hilo y disco',
      description:
        'Desbrozadora de 52 cc con arnés doble, cabezal de hilo para pasto y disco de tres puntas para maleza gruesa. Incluye careta y mezcla de aceite preparada. Ideal para terrenos baldíos y orillas de cerca.',
      usdPerDay: 25,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Motocultor de 7 HP para huerto',
      description:
        'Motocultor con fresas de 60 cm de ancho para preparar la tierra de huertos y jardines. Ajuste de profundidad y marcha atrás. Te damos una explicación de uso al entregarlo.',
      usdPerDay: 60,
      depositDays: 6,
      years: [2018, 2024],
    },
    {
      title: 'Hidrolavadora eléctrica de 2000 PSI',
      description:
        'Hidrolavadora con manguera de 8 m, cuatro boquillas y depósito de jabón. Limpia cocheras, fachadas y muebles de jardín. Se conecta a la toma de agua de casa.',
      usdPerDay: 30,
      depositDays: 6,
      years: [2020, 2025],
    },
    {
      title: 'Biotrituradora de ramas eléctrica',
      description:
        'Trituradora de 2500 W para ramas de hasta 4 cm de grosor con contenedor de 50 L. Convierte la poda en mantillo para tus macetas. Silenciosa y segura gracias a su embudo alto.',
      usdPerDay: 35,
      depositDays: 6,
      years: [2020, 2025],
    },
    {
      title: 'Sopladora de hojas de mochila',
      description:
        'Sopladora a gasolina tipo mochila con arnés acolchado y velocidad de aire de 290 km/h. Limpia patios y estacionamientos grandes en minutos. Incluye protectores auditivos.',
      usdPerDay: 20,
      depositDays: 8,
      years: [2019, 2025],
    },
  ],
  publicidad: [
    {
      title: 'Pantalla LED móvil sobre remolque',
      description:
        'Pantalla LED exterior de 3 x 2 m montada en remolque, visible a pleno sol. Reproduce video desde USB y lleva generador propio. Ideal para lanzamientos, conciertos y campañas en la calle.',
      usdPerDay: 350,
      depositDays: 2,
      years: [2020, 2025],
    },
    {
      title: 'Espectacular de 12 x 7 metros en avenida principal',
      description:
        'Espacio publicitario en estructura unipolar con iluminación nocturna sobre una avenida de alto aforo. La renta mínima es de siete días; la impresión y colocación de la lona se cotizan aparte. Te enviamos foto testigo de la instalación.',
      usdPerDay: 80,
      depositDays: 2,
      type: 'service',
    },
    {
      title: 'Stand modular de 3 x 3 metros para exposiciones',
      description:
        'Stand de aluminio con paneles gráficos intercambiables, mostrador con puerta y dos lámparas de brazo. Se arma sin herramientas en una hora. Cabe en dos maletas con ruedas.',
      usdPerDay: 70,
      depositDays: 4,
      years: [2020, 2025],
    },
    {
      title: 'Tótem digital de 55 pulgadas con reproductor',
      description:
        'Tótem vertical con pantalla de 55 pulgadas de alto brillo y reproductor que programa tus videos por horario. Ideal para recepciones, tiendas y ferias. Lo configuramos con tu contenido antes de entregarlo.',
      usdPerDay: 45,
      depositDays: 8,
      years: [2021, 2025],
    },
    {
      title: 'Bicicleta publicitaria con valla y ciclista',
      description:
        'Bicicleta con valla de doble cara de 2 x 1 m que recorre la zona que elijas durante seis horas con un ciclista uniformado. Nos mandas tu arte y nosotros imprimimos. Te compartimos la ruta recorrida al final del día.',
      usdPerDay: 90,
      depositDays: 1,
      type: 'service',
    },
    {
      title: 'Lote de diez banners roll-up de exhibición',
      description:
        'Diez estructuras roll-up de 85 x 200 cm con maleta de transporte. Cambias la gráfica en minutos para tu evento o punto de venta. La impresión de tus lonas puede agregarse al pedido.',
      usdPerDay: 25,
      depositDays: 4,
      years: [2021, 2025],
    },
  ],
  estacionamiento: [
    {
      title: 'Cajón techado con vigilancia 24 horas',
      description:
        'Cajón techado en edificio con control de acceso, cámaras y vigilante toda la noche. Entrada con tarjeta a cualquier hora. Cabe una camioneta mediana.',
      usdPerDay: 12,
      depositDays: 3,
    },
    {
      title: 'Lugar para casa rodante o remolque',
      description:
        'Espacio descubierto de 10 x 3.5 m en predio cercado, con toma de agua y luz. Acceso de día con aviso previo. Ideal para guardar una casa rodante entre viajes.',
      usdPerDay: 15,
      depositDays: 3,
    },
    {
      title: 'Cochera privada con portón eléctrico',
      description:
        'Cochera en casa particular con portón eléctrico y control remoto propio. Calle tranquila y bien iluminada. Se renta por día, semana o mes.',
      usdPerDay: 10,
      depositDays: 3,
    },
    {
      title: 'Cajón para motocicleta cerca del metro',
      description:
        'Lugar para moto en estacionamiento cerrado a dos cuadras del metro. Incluye anclaje para candado y casillero para cascos. Abierto de 6:00 a 24:00.',
      usdPerDay: 4,
      depositDays: 3,
    },
    {
      title: 'Estacionamiento a cinco minutos del estadio',
      description:
        'Lugar en patio privado a pie del estadio, perfecto para días de partido o concierto. Sales sin filas por la calle de atrás. Reserva con anticipación los fines de semana.',
      usdPerDay: 20,
      depositDays: 1,
    },
  ],
  herramientas: [
    {
      title: 'Taladro percutor inalámbrico 20V con dos baterías',
      description:
        'Taladro percutor de 20V con dos baterías de 4 Ah, cargador rápido y juego de 30 brocas para concreto, madera y metal. Perfora block y concreto sin esfuerzo. Todo viene en un maletín rígido.',
      usdPerDay: 25,
      depositDays: 8,
      years: [2020, 2025],
    },
    {
      title: 'Sierra circular de 7 1/4 pulgadas con guía',
      description:
        'Sierra circular de 1800 W con riel guía de 1.4 m para cortes rectos en tableros. Incluye disco de 40 dientes para madera y prensas. Corta triplay y MDF con acabado limpio.',
      usdPerDay: 25,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Esmeriladora angular de 4 1/2 pulgadas con discos',
      description:
        'Esmeriladora de 900 W con guarda, mango lateral y cinco discos de corte y desbaste. Corta varilla, perfil y loseta. Incluye careta y guantes.',
      usdPerDay: 18,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Juego de llaves y dados de 120 piezas',
      description:
        'Estuche con dados milimétricos y estándar, matracas de 1/4 y 1/2 pulgada, extensiones y llaves combinadas. Ideal para mantenimiento de auto o motocicleta. Cada pieza tiene su lugar marcado para devolverlo completo.',
      usdPerDay: 12,
      depositDays: 10,
      years: [2018, 2025],
    },
    {
      title: 'Soldadora inversora de 200 A con careta',
      description:
        'Soldadora de electrodo de 200 A a 220 V con careta electrónica, pinza de tierra y cinco kilos de electrodo 6013. Ligera y con arranque suave. Se recomienda experiencia previa.',
      usdPerDay: 35,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Aspiradora industrial para seco y mojado de 60 litros',
      description:
        'Aspiradora de 60 L con dos motores, manguera de 5 m y accesorios para pisos y esquinas. Levanta polvo de obra, agua y aserrín. Incluye filtro de repuesto.',
      usdPerDay: 20,
      depositDays: 6,
      years: [2019, 2025],
    },
  ],
  gaming_vr: [
    {
      title: 'Visor de realidad virtual autónomo con dos controles',
      description:
        'Visor autónomo de 128 GB con dos controles, correa acolchada y quince juegos instalados. No necesita computadora. Lo desinfectamos y cargamos antes de cada entrega.',
      usdPerDay: 25,
      depositDays: 15,
      years: [2022, 2025],
    },
    {
      title: 'Consola de última generación con dos controles y cinco juegos',
      description:
        'Consola 4K con SSD de 1 TB, dos controles inalámbricos y cinco juegos físicos para toda la familia. Incluye cable HDMI de alta velocidad. Ideal para un fin de semana de torneos.',
      usdPerDay: 25,
      depositDays: 15,
      years: [2021, 2025],
    },
    {
      title: 'Simulador de carreras con volante, pedales y asiento',
      description:
        'Cabina con asiento tipo baquet, volante con retroalimentación de fuerza, pedalera de tres pedales y palanca de cambios. Compatible con consola y PC. La armamos en tu casa u oficina.',
      usdPerDay: 60,
      depositDays: 8,
      years: [2021, 2025],
    },
    {
      title: 'PC gamer con monitor de 165 Hz',
      description:
        'Computadora con tarjeta gráfica de gama alta, 32 GB de RAM y monitor de 27 pulgadas a 165 Hz. Teclado mecánico, ratón y audífonos incluidos. Corre los juegos actuales en calidad alta.',
      usdPerDay: 50,
      depositDays: 12,
      years: [2022, 2025],
    },
    {
      title: 'Consola portátil con doce juegos',
      description:
        'Consola híbrida portátil con funda rígida, base para televisión y doce juegos digitales. Batería para unas seis horas. Perfecta para viajes largos.',
      usdPerDay: 12,
      depositDays: 15,
      years: [2021, 2025],
    },
    {
      title: 'Máquina arcade retro para dos jugadores',
      description:
        'Gabinete arcade de madera con pantalla de 19 pulgadas, dos juegos de palancas y botones, y cientos de clásicos. Solo se conecta a la luz. La estrella de cualquier fiesta.',
      usdPerDay: 50,
      depositDays: 6,
      years: [2019, 2024],
    },
  ],
  musica: [
    {
      title: 'Guitarra electroacústica con estuche rígido',
      description:
        'Guitarra de tapa sólida de cedro con preamplificador, afinador integrado y cuerdas nuevas. Incluye estuche rígido, correa y cable. Suena cálida sin amplificar.',
      usdPerDay: 18,
      depositDays: 10,
      years: [2018, 2025],
    },
    {
      title: 'Teclado de 88 teclas contrapesadas con base',
      description:
        'Piano digital de 88 teclas con acción de martillo, pedal sostenido y base en X. Tiene salida de audífonos y USB. Ideal para practicar en casa o para un recital.',
      usdPerDay: 30,
      depositDays: 10,
      years: [2019, 2025],
    },
    {
      title: 'Batería acústica de cinco piezas con platillos',
      description:
        'Batería completa con bombo de 22 pulgadas, herrajes, platillos hi-hat, crash y ride, y banco. Parches recién cambiados. La entregamos armada y afinada en tu ensayo.',
      usdPerDay: 40,
      depositDays: 8,
      years: [2017, 2024],
    },
    {
      title: 'Amplificador de bajo de 300 W',
      description:
        'Combo de bajo de 300 W con bocina de 15 pulgadas, ecualizador de cuatro bandas y salida directa a consola. Potencia suficiente para un bar. Incluye cable de alimentación y funda.',
      usdPerDay: 25,
      depositDays: 8,
      years: [2018, 2025],
    },
    {
      title: 'Violín 4/4 con arco y estuche',
      description:
        'Violín de tamaño completo con arco de pernambuco, colofonia y estuche con higrómetro. Calibrado por un lutier este año. Ideal para estudiantes o presentaciones.',
      usdPerDay: 15,
      depositDays: 12,
      years: [2016, 2024],
    },
    {
      title: 'Equipo de sonido para banda con consola de 16 canales',
      description:
        'Dos bocinas principales, dos monitores de piso, consola digital de 16 canales, micrófonos y atriles. Sonoriza un concierto de hasta 300 personas. Puede incluir técnico de audio con costo extra.',
      usdPerDay: 90,
      depositDays: 4,
      years: [2019, 2025],
    },
  ],
  fotografia: [
    {
      title: 'Cámara mirrorless full frame de 24 MP con lente 24-70 mm',
      description:
        'Cuerpo full frame con estabilizador integrado, video 4K y lente zoom 24-70 mm f/2.8. Incluye dos baterías, tarjeta de 128 GB y mochila. Lista para bodas, retratos y viajes.',
      usdPerDay: 55,
      depositDays: 15,
      years: [2021, 2025],
    },
    {
      title: 'Lente teleobjetivo 70-200 mm f/2.8 estabilizado',
      description:
        'Teleobjetivo luminoso con estabilizador, parasol y collarín para tripié. Ideal para deportes, conciertos y fauna. Revisa la montura antes de reservar.',
      usdPerDay: 35,
      depositDays: 20,
      years: [2020, 2025],
    },
    {
      title: 'Kit de dos flashes de estudio de 400 W con softboxes',
      description:
        'Dos flashes de estudio de 400 W con disparador inalámbrico, softboxes de 80 cm y tripiés de aire. Reciclado rápido para sesiones de producto y retrato. Todo viene en maleta con ruedas.',
      usdPerDay: 40,
      depositDays: 10,
      years: [2020, 2025],
    },
    {
      title: 'Cámara instantánea con dos paquetes de película',
      description:
        'Cámara instantánea con flash automático y espejo para selfis, más dos paquetes de diez fotos. Gran recuerdo para bodas y cumpleaños. Las fotos son tuyas.',
      usdPerDay: 12,
      depositDays: 8,
      years: [2021, 2025],
    },
    {
      title: 'Estabilizador de tres ejes para cámara',
      description:
        'Gimbal para cámaras de hasta 3 kg con modo de seguimiento, control de enfoque y placa de liberación rápida. Batería para 12 horas. Tomas fluidas para video de eventos y comerciales.',
      usdPerDay: 15,
      depositDays: 15,
      years: [2021, 2025],
    },
    {
      title: 'Cámara de acción 5K con kit acuático',
      description:
        'Cámara de acción sumergible hasta 10 m, con carcasa para 60 m, tres baterías, montura de pecho y palo flotante. Graba en 5K con estabilización. Ideal para buceo, surf y bicicleta.',
      usdPerDay: 15,
      depositDays: 15,
      years: [2022, 2025],
    },
  ],
  drones: [
    {
      title: 'Dron plegable 4K con tres baterías',
      description:
        'Dron plegable con cámara 4K en gimbal de tres ejes, 34 minutos de vuelo por batería y sensores de obstáculos. Incluye tres baterías, hub de carga y mochila. Te damos una explicación breve de vuelo.',
      usdPerDay: 45,
      depositDays: 15,
      years: [2022, 2025],
    },
    {
      title: 'Dron FPV cinematográfico con gafas',
      description:
        'Dron FPV con protección de hélices, cámara 4K estabilizada y gafas de video digital. Tomas inmersivas para eventos y bienes raíces. Recomendado para pilotos con experiencia.',
      usdPerDay: 70,
      depositDays: 12,
      years: [2022, 2025],
    },
    {
      title: 'Dron de mapeo con GPS RTK',
      description:
        'Dron profesional con módulo RTK de precisión centimétrica y cámara de 20 MP con obturador mecánico. Ideal para topografía y levantamientos de obra. Incluye software de planeación de vuelo.',
      usdPerDay: 150,
      depositDays: 15,
      years: [2021, 2025],
    },
    {
      title: 'Dron compacto de menos de 250 gramos',
      description:
        'Mini dron de 249 g que en muchos países no requiere registro, con video 4K y 30 minutos de vuelo. Ideal para viajes y principiantes. Incluye control con pantalla y dos baterías.',
      usdPerDay: 30,
      depositDays: 15,
      years: [2022, 2025],
    },
    {
      title: 'Fotografía aérea con piloto certificado',
      category: 'photographer',
      description:
        'Sesión de hasta tres horas de fotografía y video aéreo con piloto certificado y seguro de responsabilidad civil. Entregamos fotos editadas y un video de un minuto en 48 horas. Ideal para bodas, hoteles y desarrollos inmobiliarios.',
      usdPerDay: 250,
      depositDays: 1,
      type: 'service',
    },
  ],
  camping: [
    {
      title: 'Casa de campaña para cuatro personas impermeable',
      description:
        'Tienda de domo con doble techo, columna de agua de 3000 mm y vestíbulo para mochilas. Se arma en diez minutos. Incluye estacas, vientos y bolsa de transporte.',
      usdPerDay: 15,
      depositDays: 8,
      years: [2020, 2025],
    },
    {
      title: 'Kit completo de campamento para dos personas',
      description:
        'Tienda para dos, dos sleepings de 5 °C, colchonetas autoinflables, estufa con cartucho, ollas y lámpara. Todo cabe en dos mochilas. Solo llevas tu comida.',
      usdPerDay: 30,
      depositDays: 6,
      years: [2020, 2025],
    },
    {
      title: 'Hielera rígida de 50 litros',
      description:
        'Hielera rotomoldeada que conserva hielo hasta cinco días, con cierres de goma y tapón de drenado. Aguanta uso rudo en playa y camping. Incluye canastilla interior.',
      usdPerDay: 8,
      depositDays: 8,
      years: [2020, 2025],
    },
    {
      title: 'Estufa portátil de dos quemadores con tanque',
      description:
        'Estufa de campamento de dos quemadores con regulador, manguera y tanque de gas de 5 kg lleno. Protección contra viento en tres lados. Perfecta para comidas en el campo.',
      usdPerDay: 10,
      depositDays: 8,
      years: [2019, 2025],
    },
    {
      title: 'Mochila de expedición de 65 litros',
      description:
        'Mochila con espaldera ajustable, cinturón acolchado, funda para lluvia y acceso frontal. Cómoda en travesías de varios días. La lavamos después de cada renta.',
      usdPerDay: 10,
      depositDays: 10,
      years: [2020, 2025],
    },
    {
      title: 'Tienda de techo para auto con escalera',
      description:
        'Tienda rígida de techo para dos adultos con colchón de espuma, ventanas con mosquitero y escalera telescópica. Te ayudamos a montarla en las barras de tu auto. Se abre en un minuto.',
      usdPerDay: 60,
      depositDays: 8,
      years: [2021, 2025],
    },
  ],
  otros: [
    {
      title: 'Carriola de viaje ligera y plegable',
      category: 'baby_equipment',
      description:
        'Carriola de 6 kg que se pliega con una mano y cabe como equipaje de mano. Reclinable, con toldo y canastilla. Se entrega desinfectada.',
      usdPerDay: 10,
      depositDays: 10,
      years: [2021, 2025],
    },
    {
      title: 'Silla de ruedas plegable de aluminio',
      category: 'eco_mobility',
      description:
        'Silla de ruedas ligera con descansapiés abatibles, frenos y cinturón. Se pliega para el maletero de un auto. Ideal para recuperaciones o visitas familiares.',
      usdPerDay: 8,
      depositDays: 10,
      years: [2019, 2025],
    },
    {
      title: 'Maleta rígida grande de 28 pulgadas',
      category: 'sports',
      description:
        'Maleta de policarbonato con cuatro ruedas dobles, candado TSA y expansión de 5 cm. Capacidad para dos semanas de viaje. Se entrega limpia y revisada.',
      usdPerDay: 8,
      depositDays: 10,
      years: [2020, 2025],
    },
    {
      title: 'Purificador de aire con filtro HEPA',
      category: 'technology',
      description:
        'Purificador para espacios de hasta 40 m² con filtro HEPA nuevo, sensor de calidad de aire y modo nocturno silencioso. Útil en temporadas de contingencia o alergias. Filtro cambiado antes de cada renta.',
      usdPerDay: 8,
      depositDays: 10,
      years: [2021, 2025],
    },
    {
      title: 'Máquina de coser con bordado automático',
      category: 'tools',
      description:
        'Máquina de coser computarizada con 200 puntadas, bordado automático y prensatelas intercambiables. Incluye hilos básicos y agujas nuevas. Ideal para disfraces y arreglos de temporada.',
      usdPerDay: 15,
      depositDays: 10,
      years: [2020, 2025],
    },
    {
      title: 'Cuna portátil con colchón y mosquitero',
      category: 'baby_equipment',
      description:
        'Cuna corral plegable con colchón firme, sábana ajustable y mosquitero. Se arma en dos minutos. Perfecta para visitas con bebés o vacaciones.',
      usdPerDay: 8,
      depositDays: 8,
      years: [2020, 2025],
    },
  ],
};
