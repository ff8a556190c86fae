import type { AddedLessonsText } from '../../course-structure';
import { q } from './question';

/** The lessons added so every course has three (es). Figures and institutions are Mexico's. */
export const es: AddedLessonsText = {
  'expense-tracking': {
    title: 'Registra tus gastos',
    body: [
      'Para saber a dónde se va tu dinero, anota cada gasto durante un mes, también los pequeños: un café, una recarga, una comisión.',
      'Los gastos pequeños y frecuentes (los «gastos hormiga») suman mucho al mes. Verlos anotados te ayuda a decidir cuáles recortar.',
      'Separa los gastos de tus rentas (limpieza, reparaciones, envíos) de tus gastos personales: así sabes cuánto te deja realmente rentar.',
    ],
    questions: [
      q(
        '¿Qué gastos conviene anotar?',
        ['Solo los grandes', 'Los pequeños y frecuentes también suman.'],
        ['Todos, también los pequeños', 'Correcto: sin los pequeños no ves el total real.'],
        ['Solo los que pagas con tarjeta', 'El efectivo también es gasto y suele olvidarse.'],
      ),
      q(
        'Un café de 40 pesos cada día hábil, ¿cuánto suma en un mes de 20 días hábiles?',
        ['800 pesos', 'Correcto: 40 × 20 = 800 pesos al mes.'],
        ['40 pesos', 'Eso es un solo día.'],
        ['200 pesos', 'Revisa la cuenta: 40 × 20 = 800.'],
      ),
      q(
        '¿Por qué separar los gastos de tus rentas de los personales?',
        ['Porque lo pide el banco', 'No es un requisito del banco.'],
        ['No hace falta separarlos', 'Si se mezclan, no sabes cuánto ganas rentando.'],
        ['Para saber cuánto te deja realmente rentar', 'Correcto: y tienes a la mano tus comprobantes.'],
      ),
    ],
  },
  'irregular-income': {
    title: 'Presupuesto con ingresos que cambian',
    body: [
      'Si rentas tus cosas, lo que ganas cambia de un mes a otro: hay temporadas buenas y meses flojos. Planea con el ingreso de un mes bajo, no con el del mejor mes.',
      'Cubre primero lo indispensable: vivienda, comida, servicios y deudas. Lo que entre de más en los meses buenos sepáralo: una parte para los meses flojos y otra para tus metas.',
      'Revisa tu presupuesto cada mes y ajústalo con lo que realmente entró, no con lo que esperabas.',
    ],
    questions: [
      q(
        '¿Con qué ingreso conviene planear si tus ganancias cambian cada mes?',
        ['Con el de un mes bajo', 'Correcto: así los meses flojos no te toman por sorpresa.'],
        ['Con el de tu mejor mes', 'Si planeas con el mejor mes, los meses flojos te dejan corto.'],
        [
          'Con lo que esperas ganar el próximo año',
          'Es una estimación incierta: planea con lo que ya sabes que entra.',
        ],
      ),
      q(
        'En un mes muy bueno, ¿qué haces con el dinero de más?',
        ['Gastarlo todo: ya vendrán más meses buenos', 'Nada garantiza que el siguiente mes sea igual de bueno.'],
        ['Pedir un préstamo para aprovechar', 'Un préstamo no aprovecha el excedente: lo compromete.'],
        [
          'Apartar una parte para los meses flojos y otra para tus metas',
          'Correcto: el dinero de los meses buenos cubre los flojos.',
        ],
      ),
      q(
        '¿Qué va primero en tu presupuesto?',
        ['Las compras que quieres hacer', 'Lo que quieres puede esperar; lo indispensable no.'],
        ['Lo indispensable: vivienda, comida, servicios y deudas', 'Correcto: cubre primero lo que no puede faltar.'],
        ['Las salidas con amigos', 'Son gastos variables: van después de lo indispensable.'],
      ),
    ],
  },
  'savings-goals': {
    title: 'Metas de ahorro',
    body: [
      'Una meta de ahorro clara dice qué quieres, cuánto cuesta y para cuándo. Así sabes cuánto apartar: el costo entre los meses que faltan.',
      'Aparta el ahorro en cuanto recibes tu dinero, no con lo que sobre al final del mes. Si puedes, programa una transferencia automática.',
      'Empieza con poco si hace falta: lo importante es la constancia. Si cambian tus ingresos, ajusta la cantidad en vez de abandonar la meta.',
    ],
    questions: [
      q(
        'Quieres juntar 6,000 pesos en 12 meses. ¿Cuánto apartas cada mes?',
        ['1,000 pesos', 'Con 1,000 al mes juntarías 12,000.'],
        ['600 pesos', 'Con 600 al mes juntarías 7,200.'],
        ['500 pesos', 'Correcto: 6,000 ÷ 12 = 500.'],
      ),
      q(
        '¿Cuándo conviene apartar el ahorro?',
        ['Con lo que sobre a fin de mes', 'Casi nunca sobra: el ahorro queda al final y se pierde.'],
        ['En cuanto recibes tu dinero', 'Correcto: ahorrar primero evita gastarlo.'],
        ['Solo cuando recibes el aguinaldo', 'Ayuda, pero la constancia de cada mes forma el hábito.'],
      ),
      q(
        '¿Qué tiene una meta de ahorro clara?',
        ['Qué quieres, cuánto cuesta y para cuándo', 'Correcto: con eso calculas cuánto apartar.'],
        ['Solo las ganas de ahorrar', 'Sin cantidad ni fecha no sabes cuánto apartar.'],
        ['Un préstamo para alcanzarla antes', 'Un préstamo es deuda, no ahorro.'],
      ),
    ],
  },
  'where-to-save': {
    title: 'Dónde guardar tu ahorro',
    body: [
      'Guarda tu ahorro en una institución autorizada y supervisada: un banco o, para el ahorro popular, una cooperativa o sociedad autorizada por la CNBV. Puedes comprobar que lo esté en el padrón de la CNBV o con la CONDUSEF.',
      'En los bancos, el IPAB protege tus depósitos hasta 400,000 UDIS por persona y por banco. El dinero guardado en casa puede perderse o ser robado, y una tanda depende solo de la confianza entre quienes participan.',
      'Para comparar cuentas de ahorro e inversión mira la GAT (Ganancia Anual Total): la GAT real descuenta la inflación y te dice si tu dinero crece de verdad.',
    ],
    questions: [
      q(
        '¿Qué protege el IPAB?',
        ['Todo el dinero que tengas en casa', 'El IPAB solo protege depósitos en bancos.'],
        [
          'Tus depósitos en un banco, hasta 400,000 UDIS por persona y por banco',
          'Correcto: es el seguro de los depósitos bancarios en México.',
        ],
        ['Las ganancias de cualquier inversión', 'No protege inversiones, sino depósitos bancarios hasta un límite.'],
      ),
      q(
        '¿Qué indicador usas para comparar cuentas de ahorro?',
        ['El CAT', 'El CAT mide el costo de un crédito, no lo que gana tu ahorro.'],
        ['El número de sucursales', 'No dice cuánto gana tu dinero.'],
        ['La GAT (Ganancia Anual Total)', 'Correcto: y la GAT real descuenta la inflación.'],
      ),
      q(
        'Alguien te ofrece duplicar tu ahorro en un mes. ¿Qué haces?',
        [
          'Desconfío y reviso en la CNBV o la CONDUSEF si está autorizado',
          'Correcto: ganancias tan altas y rápidas son señal de fraude.',
        ],
        ['Invierto todo de inmediato', 'Podrías perder todo tu ahorro.'],
        ['Invierto solo si un amigo ya lo hizo', 'Los fraudes piramidales pagan al principio a los primeros.'],
      ),
    ],
  },
  'credit-history': {
    title: 'Tu historial de crédito',
    body: [
      'Las sociedades de información crediticia (Buró de Crédito y Círculo de Crédito) guardan cómo pagas tus créditos: tarjetas, préstamos y algunos servicios. Quien te presta lo consulta para decidir.',
      'Pagar a tiempo construye un buen historial; los atrasos quedan registrados durante años. Usar poco del límite de tu tarjeta y no pedir muchos créditos a la vez también ayuda.',
      'Tienes derecho a consultar tu reporte de crédito gratis una vez cada 12 meses. Revísalo: un crédito que no reconoces puede ser un robo de identidad, y puedes presentar una reclamación.',
    ],
    questions: [
      q(
        '¿Qué guarda tu historial de crédito?',
        ['Cómo has pagado tus créditos', 'Correcto: es lo que consultan quienes te prestan.'],
        ['Cuánto dinero tienes ahorrado', 'El ahorro no aparece en el historial de crédito.'],
        ['Tus compras en efectivo', 'Las compras en efectivo no se registran ahí.'],
      ),
      q(
        '¿Cada cuánto puedes consultar gratis tu reporte de crédito?',
        ['Nunca: siempre se paga', 'La ley te da una consulta gratis cada 12 meses.'],
        ['Una vez cada 12 meses', 'Correcto: las consultas adicionales pueden tener costo.'],
        ['Solo cuando pides un préstamo', 'Puedes consultarlo tú cuando quieras, gratis una vez al año.'],
      ),
      q(
        'En tu reporte aparece un crédito que no pediste. ¿Qué significa y qué haces?',
        ['Nada: es normal', 'No lo es: alguien pudo usar tus datos.'],
        ['Lo pago para que desaparezca', 'Pagar una deuda ajena no resuelve el robo de identidad.'],
        [
          'Puede ser un robo de identidad: presento una reclamación',
          'Correcto: la sociedad de información crediticia debe atenderla.',
        ],
      ),
    ],
  },
  'real-profit': {
    title: 'Cuánto te deja realmente rentar',
    body: [
      'Lo que paga quien renta no es lo que ganas. En Vira la comisión de la plataforma (30 %) sale de lo que recibe el dueño, y el depósito se devuelve: no es ganancia.',
      'De lo que recibes, resta tus costos: limpieza, mantenimiento, reparaciones, envíos y el desgaste de la cosa, que algún día tendrás que reemplazar.',
      'Aparta además una parte para tus impuestos: las retenciones de una plataforma pueden no cubrir todo lo que debes. Con tu ganancia real sabrás si tu precio es justo.',
    ],
    questions: [
      q(
        'Rentas algo por 1,000 pesos. Con la comisión del 30 % de Vira, ¿cuánto recibes antes de tus costos?',
        ['1,000 pesos', 'La comisión sale de lo que recibe el dueño.'],
        ['300 pesos', 'Eso es la comisión, no lo que recibes.'],
        ['700 pesos', 'Correcto: 1,000 − 30 % = 700.'],
      ),
      q(
        '¿El depósito en garantía es parte de tu ganancia?',
        ['No: se devuelve si la cosa vuelve en buen estado', 'Correcto: solo cubre daños, si los hay.'],
        ['Sí, siempre', 'El depósito es de quien renta y se le devuelve.'],
        ['Solo si la renta dura más de una semana', 'La duración no cambia que se devuelva.'],
      ),
      q(
        '¿Por qué contar el desgaste de lo que rentas?',
        ['No hace falta: la cosa ya es tuya', 'Con el uso pierde valor y algún día la reemplazarás.'],
        [
          'Porque algún día tendrás que reemplazarla y ese costo sale de lo que ganas',
          'Correcto: inclúyelo en tu precio.',
        ],
        ['Porque lo cobra la plataforma', 'La plataforma no cobra el desgaste.'],
      ),
    ],
  },
};
