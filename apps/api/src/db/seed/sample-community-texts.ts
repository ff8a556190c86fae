/**
 * The sample community: written for this project (no real person's words), in Spanish like the catalogue.
 * Authors are the seeded sample owners and reviewers; `likes` counts people from the same set.
 */
export interface SampleTopic {
  category: 'renting-tips' | 'owners' | 'local-events' | 'mutual-aid' | 'general';
  group?: string;
  title: string;
  pinned?: boolean;
  closed?: boolean;
  /** First the opening post; `[author index, text, likes]`. */
  posts: [number, string, number][];
}

export const SAMPLE_COMMUNITY_AUTHORS = [
  'example1',
  'example2',
  'example3',
  'sample-reviewer-1',
  'sample-reviewer-2',
  'sample-reviewer-3',
  'sample-reviewer-4',
  'sample-reviewer-5',
  'sample-reviewer-6',
  'sample-reviewer-7',
  'sample-reviewer-8',
  'sample-reviewer-9',
  'sample-reviewer-10',
] as const;

export const SAMPLE_GROUPS = [
  {
    key: 'cdmx',
    name: 'Rentas en CDMX',
    city: 'Ciudad de México',
    description: 'Vecinas y vecinos de la capital que rentan y prestan cosas. Puntos de entrega seguros y consejos.',
    members: [0, 1, 3, 4, 5, 7, 9],
  },
  {
    key: 'gdl',
    name: 'Guadalajara comparte',
    city: 'Guadalajara',
    description: 'Herramientas, equipo de campamento y fiestas en la Zona Metropolitana de Guadalajara.',
    members: [1, 6, 8, 10],
  },
  {
    key: 'mty',
    name: 'Monterrey: equipo y herramienta',
    city: 'Monterrey',
    description: 'Para quienes rentan equipo de construcción, jardín y deporte en Nuevo León.',
    members: [2, 11, 12],
  },
] as const;

export const SAMPLE_TOPICS: SampleTopic[] = [
  {
    category: 'general',
    title: 'Bienvenida: cómo funciona la comunidad (léelo primero)',
    pinned: true,
    closed: true,
    posts: [
      [
        0,
        '¡Hola y bienvenida a la comunidad de Vira!\n\n- Sé amable y concreto.\n- **Nunca** compartas datos bancarios ni pagues fuera de Vira.\n- Reporta los mensajes sospechosos con el botón *Reportar*: la moderación los revisa.\n\nPara mencionar a alguien escribe `@` y su nombre tal como aparece.',
        9,
      ],
    ],
  },
  {
    category: 'renting-tips',
    title: '¿Cómo fijo el precio por día de mi taladro?',
    posts: [
      [4, 'Compré un rotomartillo de 3,000 pesos y no sé cuánto cobrar por día. ¿Qué porcentaje usan ustedes?', 3],
      [
        0,
        'Yo uso entre el **5 y el 8 %** del precio nuevo por día, con descuento semanal. Para uno de 3,000 serían unos 180 pesos.',
        7,
      ],
      [6, 'Coincido con @Carlos Mendoza. Y pide depósito: a mí me devolvieron una broca rota una vez.', 4],
      [4, 'Gracias, lo pongo en 170 con 10 % de descuento semanal.', 1],
    ],
  },
  {
    category: 'renting-tips',
    title: 'Fotos que sí venden: luz natural y fondo liso',
    posts: [
      [
        1,
        'Mis anuncios con fotos junto a la ventana se rentan el doble. Fondo liso, sin cosas alrededor, y una foto del artículo en uso.',
        6,
      ],
      [7, '¿Recomiendas mostrar los accesorios por separado?', 0],
      [1, 'Sí, una foto con todo lo que incluye, así nadie reclama que faltaba algo.', 2],
    ],
  },
  {
    category: 'renting-tips',
    title: 'Checklist de entrega y devolución',
    posts: [
      [
        2,
        'Comparto mi lista:\n\n1. Fotos del artículo al entregar, con fecha.\n2. Probar que enciende frente a la persona.\n3. Revisar accesorios.\n4. Lo mismo al devolver.',
        8,
      ],
      [9, 'Agregaría: acordar la hora exacta de devolución por el chat de Vira, así queda registrado.', 5],
    ],
  },
  {
    category: 'owners',
    title: 'Vira: dueños — ¿qué tal les va con la reserva instantánea?',
    posts: [
      [
        0,
        'Activé la reserva instantánea en mis cámaras y subieron las rentas, pero me preocupa no poder filtrar. ¿Experiencias?',
        2,
      ],
      [
        2,
        'Yo la dejo sólo en artículos de menos de 2,000 pesos de depósito. Para lo caro prefiero aprobar cada solicitud.',
        5,
      ],
      [1, 'Igual que @Alejandro Ruiz. Y las reseñas ayudan mucho a decidir.', 3],
    ],
  },
  {
    category: 'owners',
    title: 'Cómo explicar el depósito sin espantar a nadie',
    posts: [
      [
        1,
        'Escribo en la descripción: "El depósito se devuelve completo si el artículo regresa en buen estado". Desde entonces casi no hay preguntas.',
        4,
      ],
      [3, 'Muy buena idea, la copio.', 1],
    ],
  },
  {
    category: 'local-events',
    group: 'cdmx',
    title: 'Punto de encuentro seguro para entregas en Coyoacán',
    posts: [
      [5, '¿Alguien conoce un lugar concurrido y con cámaras para hacer entregas por Coyoacán?', 1],
      [3, 'Muchas alcaldías tienen "zonas de intercambio seguro" afuera de sus oficinas. Pregunta en la tuya.', 6],
    ],
  },
  {
    category: 'local-events',
    group: 'gdl',
    title: 'Trueque de herramientas en Guadalajara este mes',
    posts: [
      [
        8,
        'Estamos organizando un trueque y taller de mantenimiento de herramientas. Revisen la pestaña de eventos.',
        3,
      ],
      [10, '¡Ahí estaremos! Llevo una podadora que casi no uso.', 2],
    ],
  },
  {
    category: 'mutual-aid',
    title: 'Ayuda mutua: préstamo de sillas de ruedas tras la inundación',
    posts: [
      [
        6,
        'En mi colonia varias personas mayores necesitan sillas de ruedas por unas semanas. ¿Alguien puede prestar o rentar barato?',
        5,
      ],
      [2, 'Tengo dos. Te las presto sin costo, escríbeme por el chat de Vira.', 11],
      [6, 'Mil gracias @Alejandro Ruiz. Ya te escribí.', 4],
    ],
  },
  {
    category: 'mutual-aid',
    title: 'Ayuda mutua: ¿quién tiene una planta de luz para un centro comunitario?',
    posts: [
      [11, 'Un comedor comunitario se quedó sin luz. Buscamos una planta de luz por tres días.', 3],
      [0, 'Tengo una de 3,500 W. La dejo sin costo para el comedor; sólo cubran la gasolina.', 9],
    ],
  },
  {
    category: 'general',
    title: '¿Qué artículo les sorprendió que se rentara tanto?',
    posts: [
      [12, 'A mí: una máquina para hacer palomitas. ¡Se renta cada fin de semana!', 4],
      [7, 'Las mesas plegables. En temporada de posadas no me duran en casa.', 3],
      [4, 'Un proyector viejo. Para noches de películas en la azotea.', 2],
    ],
  },
];

export const SAMPLE_EVENTS = [
  {
    group: 'cdmx',
    organizer: 3,
    title: 'Taller: fotos de anuncios con el celular',
    description: 'Aprende a tomar fotos que rentan: luz, fondo y encuadre. Trae tu celular y un artículo.',
    startsAt: '2026-12-05T17:00:00Z',
    city: 'Ciudad de México',
    place: 'Biblioteca Vasconcelos, sala 3',
    capacity: 25,
    status: 'scheduled',
    attendees: [0, 4, 5, 9],
  },
  {
    group: 'gdl',
    organizer: 8,
    title: 'Trueque y mantenimiento de herramientas',
    description: 'Intercambia herramientas y aprende a afilar, lubricar y guardar lo que rentas.',
    startsAt: '2026-12-12T16:00:00Z',
    city: 'Guadalajara',
    place: 'Parque Rojo, explanada',
    capacity: 40,
    status: 'scheduled',
    attendees: [1, 6, 10],
  },
  {
    group: 'mty',
    organizer: 2,
    title: 'Charla: seguros para equipo de construcción',
    description: 'Qué cubre un seguro, cuánto cuesta y cuándo conviene. Se pasó a formato en línea.',
    startsAt: '2026-12-09T01:00:00Z',
    city: 'Monterrey',
    place: 'Centro Comunitario San Pedro',
    onlineUrl: 'https://meet.jit.si/vira-seguros-equipo',
    capacity: 100,
    status: 'movedOnline',
    attendees: [11, 12],
  },
  {
    group: 'cdmx',
    organizer: 7,
    title: 'Posada de la comunidad Vira',
    description: 'Se pospone mientras encontramos un lugar más grande. Te avisaremos la nueva fecha.',
    startsAt: '2026-12-19T23:00:00Z',
    city: 'Ciudad de México',
    place: 'Por confirmar',
    capacity: 60,
    status: 'postponed',
    attendees: [0, 1, 2],
  },
] as const;
