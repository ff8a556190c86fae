import type { BankText } from '../../course-structure';

/** The four courses' names, a third question for each first-course lesson, and the taxes lesson (pt). */
export const pt: BankText = {
  courses: {
    budgeting: {
      title: 'Orçamento',
      description: 'Anote o que entra e o que sai, e planeje com uma renda que muda de um mês para outro.',
    },
    saving: {
      title: 'Poupança e reserva de emergência',
      description: 'Forme uma reserva para o inesperado e guarde-a onde esteja segura e à mão.',
    },
    credit: {
      title: 'Crédito, CAT e fraudes',
      description: 'Compare empréstimos pelo custo anual total (CAT) e proteja seu dinheiro de fraudes.',
    },
    earnings: {
      title: 'O preço do que você aluga e os impostos dos seus ganhos',
      description: 'Defina um preço justo para suas coisas e saiba o que deve sobre o que ganha.',
    },
  },
  extraQuestions: {
    budget: [
      {
        text: 'Qual destes é um gasto fixo?',
        options: [
          {
            text: 'O aluguel mensal da sua casa',
            why: 'Certo: é o mesmo valor todo mês.',
          },
          {
            text: 'Comer fora',
            why: 'Muda de um mês para outro: é um gasto variável.',
          },
          {
            text: 'Um presente de aniversário',
            why: 'É ocasional: planeje-o como gasto variável ou como meta.',
          },
        ],
      },
    ],
    'emergency-fund': [
      {
        text: 'Para que serve uma reserva de emergência?',
        options: [
          {
            text: 'Umas férias',
            why: 'Férias são planejadas: poupe para elas à parte.',
          },
          {
            text: 'Um conserto inesperado ou uma queda na renda',
            why: 'Certo: é só para o inesperado.',
          },
          {
            text: 'Comprar mais coisas para alugar',
            why: 'Isso é um investimento, não uma emergência.',
          },
        ],
      },
    ],
    'credit-cat': [
      {
        text: 'Dois empréstimos do mesmo valor e prazo: um tem CAT de 45 % e o outro de 60 %. Qual custa menos?',
        options: [
          {
            text: 'O de 60 %',
            why: 'Um CAT mais alto significa um custo total mais alto.',
          },
          {
            text: 'Custam o mesmo',
            why: 'O CAT soma juros e tarifas, então não custam o mesmo.',
          },
          {
            text: 'O de 45 %',
            why: 'Certo: quanto menor o CAT, menor o custo total no ano.',
          },
        ],
      },
    ],
    'marketplace-fraud': [
      {
        text: 'Alguém oferece um desconto se você pagar fora da Vira. O que você faz?',
        options: [
          {
            text: 'Pago por transferência para economizar',
            why: 'Fora da Vira seu pagamento não tem proteção se a coisa nunca chegar.',
          },
          {
            text: 'Recuso e pago só pela Vira',
            why: 'Certo: pela Vira o pagamento fica retido até a entrega.',
          },
          {
            text: 'Mando metade agora e metade depois',
            why: 'A metade fora da Vira também fica sem proteção.',
          },
        ],
      },
    ],
    'pricing-rentals': [
      {
        text: 'O que o preço de um aluguel deve cobrir, no mínimo?',
        options: [
          {
            text: 'O desgaste e a manutenção da coisa, e o seu tempo',
            why: 'Certo: senão cada aluguel lhe custa dinheiro.',
          },
          {
            text: 'Só o que anúncios parecidos pedem, custe o que custar',
            why: 'Olhar os outros ajuda, mas você poderia perder dinheiro em cada aluguel.',
          },
          {
            text: 'O preço inteiro da coisa em um único aluguel',
            why: 'Alto demais: ninguém a alugaria.',
          },
        ],
      },
    ],
  },
  taxes: {
    title: 'Os impostos do que você ganha alugando',
    body: [
      'O que você ganha alugando suas coisas é renda. No México, as plataformas digitais retêm parte do imposto de renda (ISR) e do IVA de quem vende ou aluga por meio delas, e entregam um CFDI com o valor retido (CFDI de retenciones). Guarde esses comprovantes.',
      'Se o que você ganha por plataformas em um ano chega a até 300.000 pesos, pode considerar essas retenções como pagamento definitivo; acima disso, você declara a renda e desconta o que foi retido. Registre cada aluguel e, se tiver dúvidas, pergunte ao SAT ou a um contador.',
    ],
    questions: [
      {
        text: 'O que você ganha alugando suas coisas é renda?',
        options: [
          {
            text: 'Não, é só compartilhar',
            why: 'É dinheiro que você recebe por um serviço: é renda.',
          },
          {
            text: 'Sim: é renda e pode gerar impostos',
            why: 'Certo: registre-a e veja o que se aplica a você.',
          },
          {
            text: 'Só se alugar mais de dez vezes',
            why: 'Esse limite não existe: cada aluguel conta.',
          },
        ],
      },
      {
        text: 'Que documento mostra os impostos que uma plataforma reteve de você?',
        options: [
          {
            text: 'Um CFDI de retenções (CFDI de retenciones)',
            why: 'Certo: é o comprovante do que foi retido.',
          },
          {
            text: 'A conversa com quem alugou',
            why: 'Uma conversa não é um documento fiscal.',
          },
          {
            text: 'Seu extrato bancário',
            why: 'Mostra o dinheiro recebido, não as retenções.',
          },
        ],
      },
      {
        text: 'Por que registrar cada aluguel?',
        options: [
          {
            text: 'Não é necessário',
            why: 'Sem registro você não consegue declarar direito.',
          },
          {
            text: 'Só para lembrar os preços',
            why: 'Também ajuda, mas não é o motivo principal.',
          },
          {
            text: 'Para declarar corretamente e comprovar sua renda',
            why: 'Certo: o registro sustenta o que você declara.',
          },
        ],
      },
    ],
  },
};
