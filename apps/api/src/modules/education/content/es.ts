import type { CourseText } from '../course-structure';

export const es: CourseText = {
  title: 'Finanzas para quienes rentan',
  description:
    'Cinco lecciones cortas para ordenar tu dinero, usar el crédito con cuidado y rentar sin caer en fraudes.',
  lessons: {
    budget: {
      title: 'Tu presupuesto en una hoja',
      body: [
        'Un presupuesto es anotar lo que entra y lo que sale cada mes. Empieza por tus ingresos seguros y después lista tus gastos fijos (renta, luz, transporte) y variables (comida, salidas).',
        'Una regla sencilla: separa primero lo que vas a ahorrar y vive con el resto. Si rentas tus cosas en Vira, anota esas ganancias aparte: varían de un mes a otro.',
      ],
      questions: [
        {
          text: '¿Qué conviene anotar primero en un presupuesto?',
          options: [
            { text: 'Los antojos del mes', why: 'Son gastos variables: se ajustan después de cubrir lo fijo.' },
            { text: 'Los ingresos seguros', why: 'Correcto: todo el plan parte de lo que sabes que vas a recibir.' },
            {
              text: 'Las compras a meses sin intereses',
              why: 'Son deudas que salen de tus ingresos; primero necesitas saber cuánto entra.',
            },
          ],
        },
        {
          text: 'Tus ganancias por rentas cambian cada mes. ¿Cómo tratarlas?',
          options: [
            { text: 'Como un sueldo fijo', why: 'Si un mes no rentas, te faltaría dinero para gastos fijos.' },
            { text: 'Ignorarlas', why: 'Es dinero real: conviene registrarlo para decidir qué hacer con él.' },
            {
              text: 'Anotarlas aparte y usarlas para ahorrar o metas',
              why: 'Correcto: un ingreso variable es ideal para ahorro y metas, no para gastos fijos.',
            },
          ],
        },
      ],
    },
    'emergency-fund': {
      title: 'Ahorro y fondo de emergencia',
      body: [
        'Un fondo de emergencia es dinero guardado sólo para imprevistos: una enfermedad, una reparación o quedarte sin trabajo. La meta habitual es juntar de tres a seis meses de gastos fijos.',
        'Guárdalo en una cuenta separada, con disponibilidad inmediata y protegida por el IPAB o en una institución regulada. Aporta poco pero siempre, de preferencia en automático.',
      ],
      questions: [
        {
          text: '¿Cuánto suele recomendarse para un fondo de emergencia?',
          options: [
            {
              text: 'De tres a seis meses de gastos fijos',
              why: 'Correcto: alcanza para cubrir la mayoría de los imprevistos.',
            },
            { text: 'Una semana de gastos', why: 'Es poco: una reparación o una enfermedad suelen costar más.' },
            {
              text: 'Todo lo que tengas invertido a largo plazo',
              why: 'Lo invertido a plazo no está disponible de inmediato cuando lo necesitas.',
            },
          ],
        },
        {
          text: '¿Dónde conviene guardar el fondo de emergencia?',
          options: [
            { text: 'En efectivo debajo del colchón', why: 'Se puede perder o robar y no genera nada.' },
            {
              text: 'En una cuenta separada, regulada y de acceso inmediato',
              why: 'Correcto: está a salvo, disponible y no se mezcla con el gasto diario.',
            },
            { text: 'Prestado a un conocido', why: 'Puede que no te lo devuelvan justo cuando lo necesites.' },
          ],
        },
      ],
    },
    'credit-cat': {
      title: 'El crédito y el CAT',
      body: [
        'La tasa de interés no dice todo lo que cuesta un crédito. El Costo Anual Total (CAT) suma intereses, comisiones y otros cargos obligatorios en un solo porcentaje anual, calculado sin IVA.',
        'Para comparar créditos del mismo monto y plazo, mira el CAT: el más bajo es el más barato. Antes de firmar, revisa el pago mensual frente a tus ingresos: no debería pasar de un tercio.',
      ],
      questions: [
        {
          text: 'Dos créditos tienen la misma tasa, pero uno cobra comisión por apertura. ¿Qué pasa con su CAT?',
          options: [
            { text: 'Es igual en los dos', why: 'El CAT incluye las comisiones, así que no puede ser igual.' },
            { text: 'Es menor en el que cobra comisión', why: 'Una comisión aumenta el costo, nunca lo reduce.' },
            {
              text: 'Es mayor en el que cobra comisión',
              why: 'Correcto: el CAT suma la comisión al costo del crédito.',
            },
          ],
        },
        {
          text: '¿Qué dato sirve para comparar créditos del mismo monto y plazo?',
          options: [
            { text: 'El CAT', why: 'Correcto: resume todo el costo en un porcentaje comparable.' },
            { text: 'El color de la publicidad', why: 'La publicidad no dice cuánto pagarás.' },
            { text: 'Sólo la tasa de interés', why: 'Deja fuera comisiones y seguros obligatorios.' },
          ],
        },
      ],
    },
    'marketplace-fraud': {
      title: 'Cómo evitar fraudes al rentar',
      body: [
        'Los fraudes más comunes piden pagar fuera de la plataforma, mandan enlaces de pago falsos o presionan con prisas. En Vira el pago queda retenido hasta que confirmas que recibiste el artículo.',
        'Nunca compartas códigos que te lleguen por SMS o WhatsApp, desconfía de precios demasiado bajos y reporta a quien te pida datos bancarios por chat.',
      ],
      questions: [
        {
          text: 'Alguien te ofrece un descuento si le pagas por transferencia fuera de Vira. ¿Qué haces?',
          options: [
            {
              text: 'Aceptas, es más barato',
              why: 'Fuera de Vira pierdes la retención del pago y la protección si algo sale mal.',
            },
            {
              text: 'Rechazas y lo reportas',
              why: 'Correcto: pagar dentro de la plataforma te protege y reportar ayuda a otros.',
            },
            { text: 'Pagas la mitad por fuera', why: 'Sigues sin protección por esa parte del pago.' },
          ],
        },
        {
          text: 'Te llega un código por SMS y la otra persona te lo pide "para confirmar la renta". ¿Qué haces?',
          options: [
            {
              text: 'Se lo das, parece parte del proceso',
              why: 'Los códigos sirven para entrar a tu cuenta: nadie legítimo te los pide.',
            },
            {
              text: 'Se lo das sólo si tiene buenas reseñas',
              why: 'Las reseñas no cambian que el código da acceso a tu cuenta.',
            },
            { text: 'No lo compartes con nadie', why: 'Correcto: un código de verificación es sólo para ti.' },
          ],
        },
      ],
    },
    'pricing-rentals': {
      title: 'Ponle precio a lo que rentas',
      body: [
        'Un punto de partida: cobra por día entre el 3 % y el 10 % de lo que costaría comprar el artículo nuevo, según la demanda y el desgaste. Ofrece descuento por semana o por mes.',
        'Recuerda restar la comisión de la plataforma, el mantenimiento y las reposiciones. Pide un depósito que cubra un daño razonable y revisa tu precio si pasan semanas sin rentas.',
      ],
      questions: [
        {
          text: 'Un taladro nuevo cuesta 2,000 pesos. ¿Qué precio por día es un buen punto de partida?',
          options: [
            { text: 'Entre 60 y 200 pesos', why: 'Correcto: es del 3 % al 10 % del precio nuevo.' },
            { text: '1,500 pesos', why: 'Casi cuesta lo mismo que comprarlo: nadie lo rentaría.' },
            { text: '5 pesos', why: 'No cubre el desgaste ni la comisión.' },
          ],
        },
        {
          text: '¿Qué debes restar de lo que cobras para saber tu ganancia?',
          options: [
            { text: 'Nada, todo es ganancia', why: 'Olvidas la comisión, el mantenimiento y el desgaste.' },
            {
              text: 'La comisión, el mantenimiento y las reposiciones',
              why: 'Correcto: eso es lo que cuesta mantener el artículo rentable.',
            },
            { text: 'Sólo el IVA', why: 'Hay otros costos además de los impuestos.' },
          ],
        },
      ],
    },
  },
};
