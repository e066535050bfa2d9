// Demo reviews: about 60 % of the products get 1 to 12 short reviews, written mostly in the language
// of the product's region (a Brazilian card draws Portuguese reviews, an Indian one Hindi), rated
// mostly 4-5 with some critical ones, a few of them from shoppers who bought the wrong region.
//
// buildReviews() is pure and deterministic: each product's reviews come from a generator seeded by
// its id, so a product has the same reviews whether the catalogue is seeded fresh or upgraded.
import { regionName } from '../catalogue/regions';
import { createRng, type Rng } from './prng';
import type { ProviderLocale } from './types';

const SEED = 0x7e71e3;
/** Reviews are dated up to this moment (fixed: no clock in the seed). */
const REVIEWS_UNTIL = Date.UTC(2026, 10, 20, 12, 0);
const HOUR = 3_600_000;

/** What the generator needs to know about a product. */
export interface ReviewSubject {
  id: number;
  /** Category formatted_name. */
  category: string;
  /** Where the code works: a country code, "EU", or null for everywhere. */
  region_code: string | null;
  popularity: number;
  nominal_currency: string;
  created_at: string | Date;
}

export interface SeedReview {
  product_id: number;
  author_name: string;
  rating: number;
  text: string;
  locale: ProviderLocale;
  created_at: string;
}

type Kind = 'money' | 'subscription' | 'points';

interface Context {
  /** Whose account the code goes on: "Steam", "Apple", "Riot". */
  account: string;
  /** The product's region, named in the review's language. */
  region: string;
  /** The author's own country: a name (or, in Russian, an adjective for "аккаунт"). */
  home: string;
}

type Line = (c: Context) => string;
const fixed = (text: string): Line => () => text;

interface Bank {
  excellent: Line[];
  good: Line[];
  mixed: Line[];
  complaint: Line[];
  wrongRegion: Line[];
  kind: Record<Kind, string[]>;
  closing: string[];
  authors: string[];
  /** The author's country code and how the texts name it. */
  homes: Array<{ code: string; name: string }>;
}

const ACCOUNT: Record<string, string> = {
  steam: 'Steam',
  playstation: 'PlayStation',
  xbox: 'Microsoft',
  'app-store': 'Apple',
  'google-play': 'Google',
  'league-of-legends': 'Riot',
  netflix: 'Netflix',
  spotify: 'Spotify',
  valorant: 'Riot',
};

const BANKS: Record<ProviderLocale, Bank> = {
  'pt-BR': {
    excellent: [
      (c) => `Código chegou na hora, resgatei na minha conta ${c.account} sem nenhum problema.`,
      fixed('Entrega instantânea, exatamente como prometido. Recomendo!'),
      fixed('Já é a terceira vez que compro aqui e sempre funciona.'),
      fixed('Tudo certo, código válido e chegou no e-mail em segundos.'),
      fixed('Rápido e fácil. Resgatei pelo celular em menos de um minuto.'),
      fixed('Mais barato que na loja oficial e o código funcionou de primeira.'),
      fixed('Comprei de presente pro meu irmão, ele adorou.'),
      fixed('Loja confiável, pode comprar sem medo.'),
      fixed('Top demais, super recomendo 👍'),
      fixed('Perfeito, sem enrolação nenhuma.'),
    ],
    good: [
      fixed('Funcionou certinho, só achei o preço um pouco alto.'),
      (c) => `Código chegou rápido, mas demorei pra achar onde resgatar na conta ${c.account}.`,
      fixed('Tudo ok. Poderia ter mais opções de pagamento.'),
      fixed('Bom serviço. O e-mail caiu no spam, mas o código estava no painel.'),
      fixed('Chegou em uns 5 minutos, não foi instantâneo, mas funcionou.'),
    ],
    mixed: [
      fixed('O código funcionou, mas levou quase meia hora para chegar.'),
      fixed('Serviço ok, nada demais. O preço já esteve melhor.'),
      fixed('Funcionou, mas o suporte demorou pra responder uma dúvida simples.'),
    ],
    complaint: [
      fixed('Demorou mais de uma hora para o código chegar. Funcionou, mas fiquei preocupado.'),
      fixed('O código veio como já utilizado. O suporte trocou, mas só depois de dois dias.'),
      fixed('Paguei e o código não apareceu no painel, tive que abrir chamado.'),
    ],
    wrongRegion: [
      (c) => `Cuidado: o código só funciona na região ${c.region}. Minha conta é do ${c.home} e não consegui resgatar.`,
      (c) => `Comprei a região errada (${c.region}) e não tem troca. Culpa minha, mas podiam avisar mais claro.`,
      (c) => `Não funciona em conta do ${c.home}! É região ${c.region}, prestem atenção na descrição.`,
    ],
    kind: {
      money: ['O saldo caiu na conta na mesma hora.', 'Saldo adicionado certinho.'],
      subscription: ['Assinatura ativada na hora, já estou usando.', 'Renovei a assinatura sem complicação.'],
      points: ['Os pontos caíram na conta na hora.', 'Pontos creditados certinho no jogo.'],
    },
    closing: ['Valeu!', 'Voltarei a comprar.', 'Recomendo a loja.', 'Nota 10.'],
    authors: [
      'Lucas Almeida', 'Mariana S.', 'João Pedro', 'Ana Beatriz', 'Gabriel R.', 'Larissa Costa', 'Rafael M.',
      'Juliana', 'Thiago Oliveira', 'Camila F.', 'Bruno', 'Fernanda Lima', 'Matheus C.', 'Letícia',
      'Vinícius P.', 'Beatriz Rocha', 'Felipe', 'Amanda T.', 'Gustavo H.', 'Isabela N.',
    ],
    homes: [{ code: 'BR', name: 'Brasil' }],
  },
  en: {
    excellent: [
      (c) => `Code arrived instantly and redeemed on my ${c.account} account without any issues.`,
      fixed('Fast and legit. Got the code in my inbox within seconds.'),
      fixed('Third purchase here, never had a problem.'),
      fixed('Cheaper than the official store and it worked first try.'),
      fixed('Bought it as a gift for my nephew, he was thrilled.'),
      fixed('Exactly as described. Will buy again.'),
      fixed('Super quick delivery, 10/10.'),
      fixed('Smooth as always.'),
    ],
    good: [
      fixed('Worked fine, the price is a bit on the high side though.'),
      (c) => `Code came through fast, took me a while to find where to redeem it on ${c.account}.`,
      fixed('All good, but the email went to my spam folder.'),
      fixed('Took about five minutes rather than instant, but no complaints.'),
    ],
    mixed: [
      fixed('It worked, but delivery took almost half an hour.'),
      fixed('Okay service, nothing special. The price was better last month.'),
      fixed('Code was fine, support took a day to answer a simple question.'),
    ],
    complaint: [
      fixed('Code showed as already redeemed. Support replaced it, but it took two days.'),
      fixed('Payment went through but the code only arrived an hour later.'),
      fixed('Had to contact support because the code never showed up in my cabinet.'),
    ],
    wrongRegion: [
      (c) => `Careful, this is a ${c.region} code only. My account is set to ${c.home} and it would not redeem.`,
      (c) => `Bought the wrong region by mistake (${c.region}). No refund — read the title carefully.`,
      (c) => `Doesn't work outside ${c.region}. The region lock should be more visible on the page.`,
    ],
    kind: {
      money: ['Balance showed up right away.', 'Funds were added instantly.'],
      subscription: ['Subscription activated straight away.', 'Renewed my membership in a minute.'],
      points: ['Points landed in my account immediately.', 'Points were in the game right away.'],
    },
    closing: ['Thanks!', 'Will be back.', 'Great shop.', 'Recommended.'],
    authors: [
      'Jake M.', 'Emily R.', 'Chris', 'Sarah K.', 'Tom H.', 'Olivia', 'Daniel P.', 'Megan L.', 'Ryan',
      'Hannah W.', 'Alex T.', 'Jess', 'Mark D.', 'Sophie', 'Ben C.',
    ],
    homes: [
      { code: 'US', name: 'the US' },
      { code: 'GB', name: 'the UK' },
    ],
  },
  ru: {
    excellent: [
      (c) => `Код пришёл моментально, активировал на аккаунте ${c.account} без проблем.`,
      fixed('Всё быстро и честно, код рабочий. Рекомендую!'),
      fixed('Покупаю здесь уже не первый раз, всегда всё приходит сразу.'),
      fixed('Дешевле, чем в официальном магазине, и код сработал с первого раза.'),
      fixed('Брал в подарок другу, всё пришло за пару секунд.'),
      fixed('Отличный магазин, всё чётко.'),
      fixed('Супер, спасибо! 🔥'),
    ],
    good: [
      fixed('Всё работает, но цена могла бы быть пониже.'),
      fixed('Код пришёл быстро, но письмо попало в спам — хорошо, что он есть в личном кабинете.'),
      fixed('Ждал минут пять, не мгновенно, но претензий нет.'),
      (c) => `Не сразу разобрался, где активировать код на аккаунте ${c.account}, а так всё отлично.`,
    ],
    mixed: [
      fixed('Код рабочий, но шёл почти полчаса.'),
      fixed('Нормально, без восторга. Поддержка отвечает долго.'),
      fixed('Сработало, но в прошлом месяце было дешевле.'),
    ],
    complaint: [
      fixed('Код оказался уже активированным. Поддержка заменила, но только через два дня.'),
      fixed('Оплатил, а код пришёл только через час. Понервничал.'),
      fixed('Код не появился в личном кабинете, пришлось писать в поддержку.'),
    ],
    wrongRegion: [
      (c) => `Внимание: код только для региона «${c.region}». У меня ${c.home} аккаунт, активировать не получилось.`,
      (c) => `Перепутал регион — взял «${c.region}», а аккаунт у меня ${c.home}. Вернуть деньги не вышло.`,
      (c) => `Не работает вне региона «${c.region}». Лучше бы ограничение было видно крупнее.`,
    ],
    kind: {
      money: ['Деньги зачислились на баланс сразу.', 'Баланс пополнился мгновенно.'],
      subscription: ['Подписка активировалась сразу.', 'Продлил подписку за минуту.'],
      points: ['Очки сразу пришли на аккаунт.', 'Валюта в игре появилась моментально.'],
    },
    closing: ['Спасибо!', 'Буду брать ещё.', 'Рекомендую.'],
    authors: [
      'Алексей', 'Марина К.', 'Дмитрий С.', 'Ольга', 'Иван П.', 'Анна', 'Сергей Н.', 'Екатерина', 'Максим',
      'Никита В.', 'Юлия Р.', 'Артём', 'Павел', 'Ксения Л.', 'Егор',
    ],
    homes: [
      { code: 'RU', name: 'российский' },
      { code: 'KZ', name: 'казахстанский' },
    ],
  },
  hi: {
    excellent: [
      (c) => `कोड तुरंत मिल गया और मेरे ${c.account} खाते पर बिना किसी दिक्कत के रिडीम हो गया।`,
      fixed('बहुत तेज़ डिलीवरी, कोड कुछ ही सेकंड में ई-मेल पर आ गया।'),
      fixed('यहाँ से तीसरी बार खरीदा है, हर बार सब ठीक रहा।'),
      fixed('ऑफ़िशियल स्टोर से सस्ता है और कोड पहली बार में ही चल गया।'),
      fixed('दोस्त को गिफ्ट किया, वह बहुत खुश हुआ।'),
      fixed('भरोसेमंद दुकान, बेझिझक खरीदें। 👍'),
    ],
    good: [
      fixed('कोड ठीक चला, बस कीमत थोड़ी ज़्यादा लगी।'),
      (c) => `कोड जल्दी आया, पर ${c.account} पर रिडीम करने की जगह ढूँढने में समय लगा।`,
      fixed('ई-मेल स्पैम में चला गया था, लेकिन कोड कैबिनेट में मौजूद था।'),
    ],
    mixed: [
      fixed('कोड चल गया, पर आने में लगभग आधा घंटा लगा।'),
      fixed('ठीक-ठाक सेवा है, सपोर्ट जवाब देने में देर करता है।'),
    ],
    complaint: [
      fixed('कोड पहले से इस्तेमाल किया हुआ निकला। सपोर्ट ने दो दिन बाद बदल दिया।'),
      fixed('भुगतान के एक घंटे बाद कोड आया, काफ़ी चिंता हुई।'),
    ],
    wrongRegion: [
      (c) => `ध्यान दें: यह कोड सिर्फ़ ${c.region} क्षेत्र के लिए है। मेरा खाता ${c.home} का है, इसलिए रिडीम नहीं हुआ।`,
      (c) => `गलती से ${c.region} वाला कोड ले लिया, रिफ़ंड नहीं मिला। खरीदने से पहले नाम ध्यान से पढ़ें।`,
      (c) => `${c.region} के बाहर काम नहीं करता। क्षेत्र की जानकारी पेज पर और साफ़ दिखनी चाहिए।`,
    ],
    kind: {
      money: ['बैलेंस तुरंत खाते में जुड़ गया।'],
      subscription: ['सदस्यता तुरंत चालू हो गई।'],
      points: ['पॉइंट्स तुरंत खाते में आ गए।'],
    },
    closing: ['धन्यवाद!', 'फिर से खरीदूँगा।'],
    authors: [
      'राहुल शर्मा', 'प्रिया', 'अमित के.', 'नेहा', 'Rohit S.', 'अंकित वर्मा', 'पूजा', 'Vikram', 'सुनील',
      'दीपिका आर.', 'Arjun M.', 'काजल', 'मनीष', 'Sneha P.',
    ],
    homes: [{ code: 'IN', name: 'भारत' }],
  },
};

/** Who reviews a product: mostly people from its region, in their language. */
function localeWeights(region: string | null): Array<[ProviderLocale, number]> {
  switch (region) {
    case 'BR':
    case 'PT':
      return [['pt-BR', 0.75], ['en', 0.1], ['ru', 0.08], ['hi', 0.07]];
    case 'RU':
    case 'KZ':
    case 'UA':
      return [['ru', 0.75], ['en', 0.1], ['pt-BR', 0.1], ['hi', 0.05]];
    case 'IN':
      return [['hi', 0.65], ['en', 0.25], ['pt-BR', 0.05], ['ru', 0.05]];
    case 'US':
    case 'GB':
    case 'CA':
    case 'AU':
      return [['en', 0.65], ['pt-BR', 0.15], ['ru', 0.1], ['hi', 0.1]];
    default:
      return [['pt-BR', 0.35], ['en', 0.3], ['ru', 0.2], ['hi', 0.15]];
  }
}

function weighted<T>(rng: Rng, options: Array<[T, number]>): T {
  let roll = rng.next() * options.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}

function kindOf(nominalCurrency: string): Kind {
  if (nominalCurrency === 'MONTHS') return 'subscription';
  if (nominalCurrency === 'RP' || nominalCurrency === 'VP') return 'points';
  return 'money';
}

function reviewText(rng: Rng, bank: Bank, rating: number, kind: Kind, ctx: Context): string {
  const parts: string[] = [];
  if (rating === 5) {
    parts.push(rng.pick(bank.excellent)(ctx));
    if (rng.chance(0.35)) parts.push(rng.pick(bank.kind[kind]));
    if (rng.chance(0.25)) parts.push(rng.pick(bank.closing));
  } else if (rating === 4) {
    parts.push(rng.pick(bank.good)(ctx));
    if (rng.chance(0.25)) parts.push(rng.pick(bank.kind[kind]));
  } else if (rating === 3) {
    parts.push(rng.pick(bank.mixed)(ctx));
  } else {
    parts.push(rng.pick(bank.complaint)(ctx));
  }
  return parts.join(' ');
}

function productReviews(subject: ReviewSubject): SeedReview[] {
  const rng = createRng((SEED ^ Math.imul(subject.id, 0x9e3779b1)) >>> 0);
  if (!rng.chance(0.6)) return [];
  // Popular products collect more reviews.
  const most = subject.popularity >= 600 ? 12 : subject.popularity >= 250 ? 8 : 5;
  const count = rng.int(1, most);
  const from = new Date(subject.created_at).getTime() + 12 * HOUR;
  const kind = kindOf(subject.nominal_currency);
  const account = ACCOUNT[subject.category] ?? subject.category;
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i += 1) {
    const locale = weighted(rng, localeWeights(subject.region_code));
    const bank = BANKS[locale];
    const home = rng.pick(bank.homes);
    const region = subject.region_code;
    const ctx: Context = { account, region: region ? (regionName(locale, region) ?? region) : '', home: home.name };
    let rating: number;
    let text: string;
    if (region !== null && region !== home.code && rng.chance(0.12)) {
      rating = rng.pick([1, 1, 2]);
      text = rng.pick(bank.wrongRegion)(ctx);
    } else {
      rating = weighted(rng, [[5, 0.56], [4, 0.24], [3, 0.09], [2, 0.05], [1, 0.06]]);
      text = reviewText(rng, bank, rating, kind, ctx);
    }
    const at = from + rng.next() * Math.max(HOUR, REVIEWS_UNTIL - from);
    reviews.push({
      product_id: subject.id,
      author_name: rng.pick(bank.authors),
      rating,
      text,
      locale,
      created_at: new Date(Math.floor(at / 60_000) * 60_000).toISOString(),
    });
  }
  return reviews.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The reviews of these products, oldest first within each product, products in the given order. */
export function buildReviews(subjects: readonly ReviewSubject[]): SeedReview[] {
  return subjects.flatMap(productReviews);
}
