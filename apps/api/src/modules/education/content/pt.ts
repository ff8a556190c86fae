import type { CourseText } from '../course-structure';

export const pt: CourseText = {
  title: 'Finanças para quem aluga',
  description:
    'Cinco lições curtas para organizar seu dinheiro, usar o crédito com cuidado e alugar sem cair em golpes.',
  lessons: {
    budget: {
      title: 'Seu orçamento em uma folha',
      body: [
        'Um orçamento é anotar o que entra e o que sai a cada mês. Comece pela renda garantida e depois liste os gastos fixos (aluguel, luz, transporte) e variáveis (comida, lazer).',
        'Uma regra simples: separe primeiro o que vai poupar e viva com o resto. Se você aluga suas coisas na Vira, anote esses ganhos à parte: eles variam de um mês para outro.',
      ],
      questions: [
        {
          text: 'O que convém anotar primeiro em um orçamento?',
          options: [
            { text: 'Os mimos do mês', why: 'São gastos variáveis: ajuste-os depois de cobrir os fixos.' },
            { text: 'A renda garantida', why: 'Correto: todo o plano parte do que você sabe que vai receber.' },
            {
              text: 'As compras parceladas sem juros',
              why: 'São dívidas pagas com sua renda; primeiro é preciso saber quanto entra.',
            },
          ],
        },
        {
          text: 'Seus ganhos com aluguéis mudam todo mês. Como tratá-los?',
          options: [
            { text: 'Como um salário fixo', why: 'Num mês sem aluguéis faltaria dinheiro para os gastos fixos.' },
            { text: 'Ignorá-los', why: 'É dinheiro real: registre-o para decidir o que fazer com ele.' },
            {
              text: 'Anotá-los à parte e usá-los para poupar ou metas',
              why: 'Correto: renda variável é ideal para poupança e metas, não para gastos fixos.',
            },
          ],
        },
      ],
    },
    'emergency-fund': {
      title: 'Poupança e reserva de emergência',
      body: [
        'A reserva de emergência é um dinheiro guardado só para imprevistos: uma doença, um conserto ou ficar sem trabalho. A meta habitual é juntar de três a seis meses de gastos fixos.',
        'Guarde-a numa conta separada, de acesso imediato, numa instituição regulada com garantia de depósitos. Contribua pouco, mas sempre, de preferência automaticamente.',
      ],
      questions: [
        {
          text: 'Quanto costuma ser recomendado para uma reserva de emergência?',
          options: [
            { text: 'De três a seis meses de gastos fixos', why: 'Correto: cobre a maioria dos imprevistos.' },
            { text: 'Uma semana de gastos', why: 'É pouco: um conserto ou uma doença costumam custar mais.' },
            {
              text: 'Tudo o que você tem investido a longo prazo',
              why: 'Investimentos de longo prazo não estão disponíveis na hora em que você precisa.',
            },
          ],
        },
        {
          text: 'Onde convém guardar a reserva de emergência?',
          options: [
            { text: 'Em dinheiro debaixo do colchão', why: 'Pode ser perdido ou roubado e não rende nada.' },
            {
              text: 'Numa conta separada, regulada e de acesso imediato',
              why: 'Correto: fica segura, disponível e não se mistura ao gasto diário.',
            },
            { text: 'Emprestada a um conhecido', why: 'Talvez não a devolvam justo quando você precisar.' },
          ],
        },
      ],
    },
    'credit-cat': {
      title: 'O crédito e o CAT',
      body: [
        'A taxa de juros não diz tudo o que um crédito custa. No México, o Custo Anual Total (CAT) soma juros, comissões e outros encargos obrigatórios num único percentual anual, calculado sem IVA.',
        'Para comparar créditos de mesmo valor e prazo, olhe o CAT: o menor é o mais barato. Antes de assinar, compare a parcela mensal com sua renda: ela não deveria passar de um terço.',
      ],
      questions: [
        {
          text: 'Dois créditos têm a mesma taxa, mas um cobra comissão de abertura. O que acontece com o CAT?',
          options: [
            { text: 'É igual nos dois', why: 'O CAT inclui as comissões, então não pode ser igual.' },
            { text: 'É menor no que cobra comissão', why: 'Uma comissão aumenta o custo, nunca o reduz.' },
            { text: 'É maior no que cobra comissão', why: 'Correto: o CAT soma a comissão ao custo do crédito.' },
          ],
        },
        {
          text: 'Que dado serve para comparar créditos de mesmo valor e prazo?',
          options: [
            { text: 'O CAT', why: 'Correto: resume todo o custo num percentual comparável.' },
            { text: 'A cor da propaganda', why: 'A propaganda não diz quanto você vai pagar.' },
            { text: 'Só a taxa de juros', why: 'Deixa de fora comissões e seguros obrigatórios.' },
          ],
        },
      ],
    },
    'marketplace-fraud': {
      title: 'Como evitar golpes ao alugar',
      body: [
        'Os golpes mais comuns pedem pagamento fora da plataforma, enviam links de pagamento falsos ou pressionam com pressa. Na Vira o pagamento fica retido até você confirmar que recebeu o item.',
        'Nunca compartilhe códigos recebidos por SMS ou WhatsApp, desconfie de preços baixos demais e denuncie quem pedir dados bancários pelo chat.',
      ],
      questions: [
        {
          text: 'Alguém oferece desconto se você pagar por transferência fora da Vira. O que você faz?',
          options: [
            {
              text: 'Aceito, é mais barato',
              why: 'Fora da Vira você perde a retenção do pagamento e a proteção se algo der errado.',
            },
            {
              text: 'Recuso e denuncio',
              why: 'Correto: pagar na plataforma protege você e denunciar ajuda outras pessoas.',
            },
            { text: 'Pago metade por fora', why: 'Essa parte do pagamento continua sem proteção.' },
          ],
        },
        {
          text: 'Chega um código por SMS e a outra pessoa o pede "para confirmar o aluguel". O que você faz?',
          options: [
            {
              text: 'Passo o código, parece parte do processo',
              why: 'Códigos dão acesso à sua conta: ninguém legítimo os pede.',
            },
            {
              text: 'Passo só se tiver boas avaliações',
              why: 'Avaliações não mudam o fato de o código abrir sua conta.',
            },
            { text: 'Não compartilho com ninguém', why: 'Correto: um código de verificação é só seu.' },
          ],
        },
      ],
    },
    'pricing-rentals': {
      title: 'Dê preço ao que você aluga',
      body: [
        'Um ponto de partida: cobre por dia entre 3 % e 10 % do que custaria comprar o item novo, conforme a procura e o desgaste. Ofereça desconto semanal ou mensal.',
        'Lembre-se de descontar a comissão da plataforma, a manutenção e as reposições. Peça um depósito que cubra um dano razoável e revise o preço se passarem semanas sem aluguéis.',
      ],
      questions: [
        {
          text: 'Uma furadeira nova custa 2.000 pesos. Que preço por dia é um bom ponto de partida?',
          options: [
            { text: 'Entre 60 e 200 pesos', why: 'Correto: é de 3 % a 10 % do preço novo.' },
            { text: '1.500 pesos', why: 'Quase o preço de comprá-la: ninguém alugaria.' },
            { text: '5 pesos', why: 'Não cobre o desgaste nem a comissão.' },
          ],
        },
        {
          text: 'O que você deve descontar do que cobra para saber seu lucro?',
          options: [
            { text: 'Nada, tudo é lucro', why: 'Você esquece a comissão, a manutenção e o desgaste.' },
            { text: 'A comissão, a manutenção e as reposições', why: 'Correto: é o que custa manter o item rendendo.' },
            { text: 'Só o IVA', why: 'Há outros custos além dos impostos.' },
          ],
        },
      ],
    },
  },
};
