import type { BankText } from '../../course-structure';

/** The four courses' names, a third question for each first-course lesson, and the taxes lesson (zh). */
export const zh: BankText = {
  courses: {
    budgeting: {
      title: '预算',
      description: '记下收入和支出，并用每月变化的收入做好计划。',
    },
    saving: {
      title: '储蓄与应急基金',
      description: '为意外情况准备一笔缓冲资金，并把它放在安全又方便取用的地方。',
    },
    credit: {
      title: '信贷、CAT 与防诈骗',
      description: '按年度总成本（CAT）比较贷款，保护你的钱免受诈骗。',
    },
    earnings: {
      title: '出租定价与收入的税',
      description: '为你的物品定一个公道的价格，并了解你的收入要缴哪些税。',
    },
  },
  extraQuestions: {
    budget: [
      {
        text: '下列哪一项是固定支出？',
        options: [
          {
            text: '住房的月租',
            why: '正确：每月金额相同。',
          },
          {
            text: '在外就餐',
            why: '每月都不一样：属于可变支出。',
          },
          {
            text: '生日礼物',
            why: '是偶尔的支出：把它当作可变支出或目标来规划。',
          },
        ],
      },
    ],
    'emergency-fund': [
      {
        text: '应急基金是用来做什么的？',
        options: [
          {
            text: '去度假',
            why: '度假是计划内的：应单独为它储蓄。',
          },
          {
            text: '意外的维修或收入减少',
            why: '正确：它只用于意外情况。',
          },
          {
            text: '购买更多物品来出租',
            why: '那是投资，不是紧急情况。',
          },
        ],
      },
    ],
    'credit-cat': [
      {
        text: '两笔金额和期限相同的贷款：一笔 CAT 为 45%，另一笔为 60%。哪一笔更便宜？',
        options: [
          {
            text: '60% 的那笔',
            why: 'CAT 越高，总成本越高。',
          },
          {
            text: '两者一样',
            why: 'CAT 包含利息和手续费，所以两者成本不同。',
          },
          {
            text: '45% 的那笔',
            why: '正确：CAT 越低，每年的总成本越低。',
          },
        ],
      },
    ],
    'marketplace-fraud': [
      {
        text: '有人说如果你在 Vira 之外付款就给你折扣。你会怎么做？',
        options: [
          {
            text: '转账付款省点钱',
            why: '在 Vira 之外付款，如果物品始终没到，你的钱没有保障。',
          },
          {
            text: '拒绝，只通过 Vira 付款',
            why: '正确：通过 Vira，款项会保留到交接完成。',
          },
          {
            text: '先付一半，剩下的以后再付',
            why: '在 Vira 之外付的那一半同样没有保障。',
          },
        ],
      },
    ],
    'pricing-rentals': [
      {
        text: '出租价格至少应该涵盖什么？',
        options: [
          {
            text: '物品的损耗和保养，以及你的时间',
            why: '正确：否则每次出租都会让你亏钱。',
          },
          {
            text: '只参考类似刊登的价格，不管你的成本',
            why: '参考别人有帮助，但你可能每次出租都亏钱。',
          },
          {
            text: '一次出租就收回物品的全部价格',
            why: '太高了：没人会租。',
          },
        ],
      },
    ],
  },
  taxes: {
    title: '出租收入的税',
    body: [
      '你出租物品赚到的钱是收入。在墨西哥，数字平台会对通过其出售或出租的人代扣一部分所得税（ISR）和增值税（IVA），并向他们开具载明代扣金额的 CFDI（CFDI de retenciones）。请保存好这些凭证。',
      '如果你一年通过平台获得的收入不超过 300,000 比索，可以把这些代扣款视为最终缴税；超过的话，你需要申报收入并扣除已代扣的部分。记录每一次出租，如有疑问请咨询 SAT（税务局）或会计师。',
    ],
    questions: [
      {
        text: '你出租物品赚到的钱算收入吗？',
        options: [
          {
            text: '不算，只是分享',
            why: '这是你提供服务得到的钱：属于收入。',
          },
          {
            text: '算：这是收入，可能需要缴税',
            why: '正确：记录下来并了解适用于你的规定。',
          },
          {
            text: '只有出租超过十次才算',
            why: '没有这个门槛：每次出租都算。',
          },
        ],
      },
      {
        text: '哪份文件显示平台代扣了你多少税？',
        options: [
          {
            text: '代扣税款的 CFDI（CFDI de retenciones）',
            why: '正确：它是代扣款的凭证。',
          },
          {
            text: '与租客的聊天记录',
            why: '聊天记录不是税务文件。',
          },
          {
            text: '你的银行对账单',
            why: '它显示收到的钱，不显示代扣款。',
          },
        ],
      },
      {
        text: '为什么要记录每一次出租？',
        options: [
          {
            text: '没有必要',
            why: '没有记录就无法正确申报。',
          },
          {
            text: '只是为了记住价格',
            why: '这也有用，但不是主要原因。',
          },
          {
            text: '为了正确申报并证明你的收入',
            why: '正确：记录是你申报内容的依据。',
          },
        ],
      },
    ],
  },
};
