import type { BankText } from '../../course-structure';

/** The four courses' names, a third question for each first-course lesson, and the taxes lesson (es). */
export const es: BankText = {
  courses: {
    budgeting: {
      title: 'Presupuesto',
      description: 'Anota lo que entra y lo que sale, y planea con ingresos que cambian de un mes a otro.',
    },
    saving: {
      title: 'Ahorro y fondo de emergencia',
      description: 'Forma un colchón para lo inesperado y guárdalo donde esté seguro y a la mano.',
    },
    credit: {
      title: 'Crédito, CAT y fraudes',
      description: 'Compara préstamos por su costo anual total (CAT) y protege tu dinero de fraudes.',
    },
    earnings: {
      title: 'El precio de lo que rentas y los impuestos de tus ganancias',
      description: 'Pon un precio justo a tus cosas y conoce lo que debes por lo que ganas.',
    },
  },
  extraQuestions: {
    budget: [
      {
        text: '¿Cuál de estos es un gasto fijo?',
        options: [
          {
            text: 'La renta mensual de tu vivienda',
            why: 'Correcto: es la misma cantidad cada mes.',
          },
          {
            text: 'Comer fuera',
            why: 'Cambia de un mes a otro: es un gasto variable.',
          },
          {
            text: 'Un regalo de cumpleaños',
            why: 'Es ocasional: planéalo como gasto variable o como meta.',
          },
        ],
      },
    ],
    'emergency-fund': [
      {
        text: '¿Para qué es un fondo de emergencia?',
        options: [
          {
            text: 'Unas vacaciones',
            why: 'Las vacaciones se planean: ahorra para ellas aparte.',
          },
          {
            text: 'Una reparación inesperada o una baja de ingresos',
            why: 'Correcto: es solo para lo inesperado.',
          },
          {
            text: 'Comprar más cosas para rentar',
            why: 'Eso es una inversión, no una emergencia.',
          },
        ],
      },
    ],
    'credit-cat': [
      {
        text: 'Dos préstamos por el mismo monto y plazo: uno tiene CAT de 45 % y otro de 60 %. ¿Cuál cuesta menos?',
        options: [
          {
            text: 'El de 60 %',
            why: 'Un CAT más alto significa un costo total más alto.',
          },
          {
            text: 'Cuestan lo mismo',
            why: 'El CAT suma intereses y comisiones, así que no cuestan lo mismo.',
          },
          {
            text: 'El de 45 %',
            why: 'Correcto: entre menor el CAT, menor el costo total al año.',
          },
        ],
      },
    ],
    'marketplace-fraud': [
      {
        text: 'Alguien te ofrece un descuento si pagas fuera de Vira. ¿Qué haces?',
        options: [
          {
            text: 'Pago por transferencia para ahorrar',
            why: 'Fuera de Vira tu pago no tiene protección si la cosa nunca llega.',
          },
          {
            text: 'Me niego y pago solo por Vira',
            why: 'Correcto: por Vira el pago se retiene hasta la entrega.',
          },
          {
            text: 'Mando la mitad ahora y la mitad después',
            why: 'La mitad fuera de Vira tampoco está protegida.',
          },
        ],
      },
    ],
    'pricing-rentals': [
      {
        text: '¿Qué debe cubrir, como mínimo, el precio de una renta?',
        options: [
          {
            text: 'El desgaste y mantenimiento de la cosa, y tu tiempo',
            why: 'Correcto: si no, cada renta te cuesta dinero.',
          },
          {
            text: 'Solo lo que piden publicaciones parecidas, sin importar lo que te cueste',
            why: 'Mirar a otros ayuda, pero podrías perder dinero en cada renta.',
          },
          {
            text: 'El precio completo de la cosa en una sola renta',
            why: 'Demasiado alto: nadie la rentaría.',
          },
        ],
      },
    ],
  },
  taxes: {
    title: 'Los impuestos de lo que ganas rentando',
    body: [
      'Lo que ganas rentando tus cosas es un ingreso. En México, las plataformas digitales retienen parte del impuesto sobre la renta (ISR) y del IVA a quienes venden o rentan por medio de ellas, y les entregan un CFDI con lo retenido (CFDI de retenciones). Guarda esos comprobantes.',
      'Si lo que ganas por plataformas en un año llega hasta 300,000 pesos, puedes tomar esas retenciones como pago definitivo; si pasa de esa cantidad, declaras el ingreso y restas lo retenido. Lleva un registro de cada renta y, si tienes dudas, pregunta al SAT o a un contador.',
    ],
    questions: [
      {
        text: '¿Lo que ganas rentando tus cosas es un ingreso?',
        options: [
          {
            text: 'No, solo es compartir',
            why: 'Es dinero que recibes por un servicio: es un ingreso.',
          },
          {
            text: 'Sí: es un ingreso y puede causar impuestos',
            why: 'Correcto: regístralo y revisa lo que te aplica.',
          },
          {
            text: 'Solo si rentas más de diez veces',
            why: 'No existe ese límite: cada renta cuenta.',
          },
        ],
      },
      {
        text: '¿Qué documento muestra los impuestos que una plataforma te retuvo?',
        options: [
          {
            text: 'Un CFDI de retenciones',
            why: 'Correcto: es el comprobante de lo retenido.',
          },
          {
            text: 'El chat con quien rentó',
            why: 'Un chat no es un documento fiscal.',
          },
          {
            text: 'Tu estado de cuenta del banco',
            why: 'Muestra el dinero recibido, no las retenciones.',
          },
        ],
      },
      {
        text: '¿Por qué llevar un registro de cada renta?',
        options: [
          {
            text: 'No hace falta',
            why: 'Sin registro no puedes declarar bien.',
          },
          {
            text: 'Solo para recordar los precios',
            why: 'También sirve, pero no es la razón principal.',
          },
          {
            text: 'Para declarar correctamente y comprobar tus ingresos',
            why: 'Correcto: el registro respalda lo que declaras.',
          },
        ],
      },
    ],
  },
};
