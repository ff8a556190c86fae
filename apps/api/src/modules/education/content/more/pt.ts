import type { AddedLessonsText } from '../../course-structure';
import { q } from './question';

/** The lessons added so every course has three (pt). Figures and institutions are Mexico's. */
export const pt: AddedLessonsText = {
  'expense-tracking': {
    title: 'Registre seus gastos',
    body: [
      'Para saber para onde vai seu dinheiro, anote cada gasto durante um mês, inclusive os pequenos: um café, uma recarga, uma tarifa.',
      'Gastos pequenos e frequentes (os «gastos hormiga») somam muito no mês. Vê-los anotados ajuda a decidir quais cortar.',
      'Separe os custos dos seus aluguéis (limpeza, consertos, envios) dos gastos pessoais: assim você sabe quanto alugar realmente lhe rende.',
    ],
    questions: [
      q(
        'Quais gastos convém anotar?',
        ['Só os grandes', 'Os pequenos e frequentes também somam.'],
        ['Todos, inclusive os pequenos', 'Correto: sem os pequenos você não vê o total real.'],
        ['Só os pagos com cartão', 'Dinheiro vivo também é gasto e costuma ser esquecido.'],
      ),
      q(
        'Um café de 40 pesos a cada dia útil: quanto soma num mês de 20 dias úteis?',
        ['800 pesos', 'Correto: 40 × 20 = 800 pesos por mês.'],
        ['40 pesos', 'Isso é um único dia.'],
        ['200 pesos', 'Refaça a conta: 40 × 20 = 800.'],
      ),
      q(
        'Por que separar os custos dos aluguéis dos gastos pessoais?',
        ['Porque o banco exige', 'Não é uma exigência do banco.'],
        ['Não é preciso separar', 'Misturados, você não sabe quanto ganha alugando.'],
        ['Para saber quanto alugar realmente lhe rende', 'Correto: e seus comprovantes ficam à mão.'],
      ),
    ],
  },
  'irregular-income': {
    title: 'Orçamento com renda que muda',
    body: [
      'Se você aluga suas coisas, o que ganha muda de um mês para outro: há temporadas boas e meses fracos. Planeje com a renda de um mês fraco, não com a do melhor mês.',
      'Cubra primeiro o indispensável: moradia, comida, contas e dívidas. O que entrar a mais nos meses bons, separe: uma parte para os meses fracos e outra para suas metas.',
      'Revise seu orçamento todo mês e ajuste-o ao que de fato entrou, não ao que você esperava.',
    ],
    questions: [
      q(
        'Com qual renda convém planejar se seus ganhos mudam todo mês?',
        ['Com a de um mês fraco', 'Correto: assim os meses fracos não pegam você de surpresa.'],
        ['Com a do seu melhor mês', 'Planejando com o melhor mês, os fracos deixam você no aperto.'],
        ['Com o que espera ganhar no ano que vem', 'É uma estimativa incerta: planeje com o que você sabe que entra.'],
      ),
      q(
        'Num mês muito bom, o que fazer com o dinheiro a mais?',
        ['Gastar tudo: virão outros meses bons', 'Nada garante que o próximo mês seja tão bom.'],
        ['Pedir um empréstimo para aproveitar', 'Um empréstimo não aproveita o excedente: compromete-o.'],
        [
          'Separar uma parte para os meses fracos e outra para suas metas',
          'Correto: o dinheiro dos meses bons cobre os fracos.',
        ],
      ),
      q(
        'O que vem primeiro no seu orçamento?',
        ['As compras que você quer fazer', 'O que você quer pode esperar; o indispensável não.'],
        ['O indispensável: moradia, comida, contas e dívidas', 'Correto: cubra primeiro o que não pode faltar.'],
        ['Sair com os amigos', 'É um gasto variável: vem depois do indispensável.'],
      ),
    ],
  },
  'savings-goals': {
    title: 'Metas de poupança',
    body: [
      'Uma meta de poupança clara diz o que você quer, quanto custa e para quando. Assim você sabe quanto separar: o custo dividido pelos meses que faltam.',
      'Separe a poupança assim que receber seu dinheiro, não com o que sobrar no fim do mês. Se puder, programe uma transferência automática.',
      'Comece com pouco se for preciso: o importante é a constância. Se sua renda mudar, ajuste o valor em vez de abandonar a meta.',
    ],
    questions: [
      q(
        'Você quer juntar 6.000 pesos em 12 meses. Quanto separa por mês?',
        ['1.000 pesos', 'Com 1.000 por mês você juntaria 12.000.'],
        ['600 pesos', 'Com 600 por mês você juntaria 7.200.'],
        ['500 pesos', 'Correto: 6.000 ÷ 12 = 500.'],
      ),
      q(
        'Quando convém separar a poupança?',
        ['Com o que sobrar no fim do mês', 'Quase nunca sobra: a poupança fica para o fim e se perde.'],
        ['Assim que receber seu dinheiro', 'Correto: poupar primeiro evita gastar.'],
        ['Só quando receber o «aguinaldo»', 'Ajuda, mas a constância de todo mês é que forma o hábito.'],
      ),
      q(
        'O que tem uma meta de poupança clara?',
        ['O que você quer, quanto custa e para quando', 'Correto: com isso você calcula quanto separar.'],
        ['Só a vontade de poupar', 'Sem valor nem data você não sabe quanto separar.'],
        ['Um empréstimo para chegar lá antes', 'Um empréstimo é dívida, não poupança.'],
      ),
    ],
  },
  'where-to-save': {
    title: 'Onde guardar sua poupança',
    body: [
      'Guarde sua poupança numa instituição autorizada e supervisionada: um banco ou, para a poupança popular, uma cooperativa ou sociedade autorizada pela CNBV. Você pode conferir no cadastro da CNBV ou com a CONDUSEF.',
      'Nos bancos, o IPAB protege seus depósitos até 400.000 UDIS por pessoa e por banco. Dinheiro guardado em casa pode se perder ou ser roubado, e uma «tanda» depende só da confiança entre os participantes.',
      'Para comparar contas de poupança e investimento, olhe a GAT (Ganancia Anual Total, ganho anual total): a GAT real desconta a inflação e mostra se seu dinheiro cresce de verdade.',
    ],
    questions: [
      q(
        'O que o IPAB protege?',
        ['Todo o dinheiro que você guarda em casa', 'O IPAB só protege depósitos em bancos.'],
        [
          'Seus depósitos num banco, até 400.000 UDIS por pessoa e por banco',
          'Correto: é o seguro dos depósitos bancários no México.',
        ],
        ['Os ganhos de qualquer investimento', 'Protege depósitos bancários até um limite, não investimentos.'],
      ),
      q(
        'Que indicador você usa para comparar contas de poupança?',
        ['O CAT', 'O CAT mede o custo de um crédito, não o que sua poupança rende.'],
        ['O número de agências', 'Não diz quanto seu dinheiro rende.'],
        ['A GAT (ganho anual total)', 'Correto: e a GAT real desconta a inflação.'],
      ),
      q(
        'Alguém oferece dobrar sua poupança em um mês. O que você faz?',
        [
          'Desconfio e verifico na CNBV ou na CONDUSEF se é autorizado',
          'Correto: ganhos tão altos e rápidos são sinal de fraude.',
        ],
        ['Invisto tudo na hora', 'Você poderia perder toda a poupança.'],
        ['Invisto só se um amigo já investiu', 'Pirâmides pagam os primeiros no começo.'],
      ),
    ],
  },
  'credit-history': {
    title: 'Seu histórico de crédito',
    body: [
      'As sociedades de informação de crédito (Buró de Crédito e Círculo de Crédito) registram como você paga seus créditos: cartões, empréstimos e alguns serviços. Quem empresta consulta para decidir.',
      'Pagar em dia constrói um bom histórico; os atrasos ficam registrados por anos. Usar pouco do limite do cartão e não pedir muitos créditos ao mesmo tempo também ajuda.',
      'Você tem direito a consultar seu relatório de crédito de graça uma vez a cada 12 meses. Confira: um crédito que você não reconhece pode ser roubo de identidade, e você pode apresentar uma reclamação.',
    ],
    questions: [
      q(
        'O que seu histórico de crédito registra?',
        ['Como você pagou seus créditos', 'Correto: é o que consultam os que emprestam.'],
        ['Quanto dinheiro você tem poupado', 'A poupança não aparece no histórico de crédito.'],
        ['Suas compras em dinheiro', 'Compras em dinheiro não são registradas ali.'],
      ),
      q(
        'Com que frequência você pode consultar seu relatório de crédito de graça?',
        ['Nunca: sempre se paga', 'A lei dá uma consulta grátis a cada 12 meses.'],
        ['Uma vez a cada 12 meses', 'Correto: consultas adicionais podem ter custo.'],
        ['Só quando pede um empréstimo', 'Você mesmo pode consultar quando quiser, grátis uma vez por ano.'],
      ),
      q(
        'Seu relatório mostra um crédito que você não pediu. O que significa e o que fazer?',
        ['Nada: é normal', 'Não é: alguém pode ter usado seus dados.'],
        ['Pagar para que desapareça', 'Pagar a dívida de outra pessoa não resolve o roubo de identidade.'],
        [
          'Pode ser roubo de identidade: apresento uma reclamação',
          'Correto: a sociedade de informação de crédito deve atendê-la.',
        ],
      ),
    ],
  },
  'real-profit': {
    title: 'Quanto alugar realmente lhe rende',
    body: [
      'O que quem aluga paga não é o que você ganha. Na Vira a comissão da plataforma (30 %) sai do que o dono recebe, e o depósito é devolvido: não é ganho.',
      'Do que você recebe, desconte seus custos: limpeza, manutenção, consertos, envios e o desgaste da coisa, que um dia você terá de substituir.',
      'Separe também uma parte para os impostos: as retenções de uma plataforma podem não cobrir tudo o que você deve. Com seu ganho real você sabe se o preço é justo.',
    ],
    questions: [
      q(
        'Você aluga algo por 1.000 pesos. Com a comissão de 30 % da Vira, quanto recebe antes dos custos?',
        ['1.000 pesos', 'A comissão sai do que o dono recebe.'],
        ['300 pesos', 'Essa é a comissão, não o que você recebe.'],
        ['700 pesos', 'Correto: 1.000 − 30 % = 700.'],
      ),
      q(
        'O depósito de garantia faz parte do seu ganho?',
        ['Não: é devolvido se a coisa voltar em bom estado', 'Correto: só cobre danos, se houver.'],
        ['Sim, sempre', 'O depósito é de quem aluga e volta para essa pessoa.'],
        ['Só se o aluguel durar mais de uma semana', 'A duração não muda que ele seja devolvido.'],
      ),
      q(
        'Por que contar o desgaste do que você aluga?',
        ['Não precisa: a coisa já é sua', 'Com o uso ela perde valor e um dia você vai substituí-la.'],
        [
          'Porque um dia você terá de substituí-la, e esse custo sai do que você ganha',
          'Correto: inclua-o no seu preço.',
        ],
        ['Porque a plataforma cobra por ele', 'A plataforma não cobra pelo desgaste.'],
      ),
    ],
  },
};
