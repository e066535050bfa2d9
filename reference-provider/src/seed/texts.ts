// Phrase templates of the seeded products in the four provider locales. Brand and product names
// (Steam, PlayStation Plus, Game Pass...) stay in Latin script in every language, as shops do.
import type { ProviderLocale } from './types';

export type Localized<T> = Record<ProviderLocale, T>;

/** What a template can say about one product, already in the template's language. */
export interface PhraseContext {
  /** The nominal as shown in a name: "50 BRL", "12 months", "1 380 RP". */
  nominal: string;
  /** The nominal inside a sentence (Hindi needs the oblique "12 महीने" here). */
  nominalInText: string;
  /** Region name in this language, or the word for "global". */
  region: string;
  /** Sub-product: a PS Plus tier ("Essential") or a Game Pass product ("PC Game Pass"). */
  variant: string;
}

type Phrase = (c: PhraseContext) => string;

export interface LineTexts {
  name: Localized<Phrase>;
  /** Opening sentence: what the product is. One of these is chosen per product. */
  about: Localized<Phrase[]>;
  /** The account the code is redeemed on, in the grammatical form the region sentences need. */
  account: Localized<string>;
  /** How to redeem. */
  redeem: Localized<string>;
  /** Cover text: a product name kept in Latin script, or the brand and the words for "gift card" in
   * each language. The brand comes first, as the card emphasises the first word. */
  coverText: (variant: string, locale: ProviderLocale) => string;
}

export type LineId =
  | 'steam'
  | 'psn'
  | 'psplus'
  | 'xbox'
  | 'gamepass'
  | 'apple'
  | 'google'
  | 'lol'
  | 'valorant'
  | 'netflix'
  | 'spotify-premium'
  | 'spotify-card';

// ---------------------------------------------------------------------------------------------
// Cover texts of gift cards: the brand, then "gift card" in the cover's language.

const GIFT_CARD: Localized<string> = { en: 'Gift Card', 'pt-BR': 'cartão-presente', ru: 'подарочная карта', hi: 'गिफ्ट कार्ड' };
const giftCardCover = (brand: string) => (_variant: string, locale: ProviderLocale) => `${brand} ${GIFT_CARD[locale]}`;

// ---------------------------------------------------------------------------------------------
// Accounts (en: indefinite noun phrase; pt: feminine "conta"; ru: prepositional case; hi: oblique)

const acc = (en: string, pt: string, ru: string, hi: string): Localized<string> => ({ en, 'pt-BR': pt, ru, hi });

const ACCOUNT = {
  steam: acc('a Steam account', 'uma conta Steam', 'аккаунте Steam', 'Steam खाते'),
  psn: acc('a PlayStation Network account', 'uma conta PlayStation Network', 'аккаунте PlayStation Network', 'PlayStation Network खाते'),
  microsoft: acc('a Microsoft account', 'uma conta Microsoft', 'аккаунте Microsoft', 'Microsoft खाते'),
  apple: acc('an Apple Account', 'uma Conta Apple', 'аккаунте Apple', 'Apple खाते'),
  google: acc('a Google account', 'uma conta Google', 'аккаунте Google', 'Google खाते'),
  riot: acc('a Riot account', 'uma conta Riot', 'аккаунте Riot', 'Riot खाते'),
  netflix: acc('a Netflix account', 'uma conta Netflix', 'аккаунте Netflix', 'Netflix खाते'),
  spotify: acc('a Spotify account', 'uma conta Spotify', 'аккаунте Spotify', 'Spotify खाते'),
};

// ---------------------------------------------------------------------------------------------
// Region sentences

/** The code works only in one country. */
export const REGION_COUNTRY: Localized<(account: string, region: string) => string> = {
  en: (a, r) => `Region restriction: the code can only be redeemed on ${a} whose country is set to ${r}; please check your account region before buying.`,
  'pt-BR': (a, r) => `Restrição regional: o código só pode ser resgatado em ${a} com o país definido como ${r}; confira a região da sua conta antes de comprar.`,
  ru: (a, r) => `Региональное ограничение: код активируется только на ${a} с регионом «${r}» — проверьте регион аккаунта перед покупкой.`,
  hi: (a, r) => `क्षेत्रीय प्रतिबंध: यह कोड केवल ${r} क्षेत्र वाले ${a} पर ही रिडीम किया जा सकता है, इसलिए खरीदने से पहले अपने खाते का क्षेत्र जाँच लें।`,
};

/** The code works in the European countries where the store sells in euros. */
export const REGION_EU: Localized<(account: string) => string> = {
  en: (a) => `Region restriction: the code works only on ${a} registered in one of the European countries where the store sells in euros.`,
  'pt-BR': (a) => `Restrição regional: o código funciona apenas em ${a} registrada em um dos países europeus onde a loja vende em euros.`,
  ru: (a) => `Региональное ограничение: код работает только на ${a}, зарегистрированном в одной из европейских стран, где магазин продаёт в евро.`,
  hi: (a) => `क्षेत्रीय प्रतिबंध: यह कोड केवल उन यूरोपीय देशों में पंजीकृत ${a} पर काम करता है जहाँ स्टोर यूरो में बिक्री करता है।`,
};

/** No region lock. */
export const REGION_GLOBAL: Localized<(account: string) => string> = {
  en: (a) => `The code has no region lock and can be redeemed on ${a} from any country.`,
  'pt-BR': (a) => `O código não tem restrição regional e pode ser resgatado em ${a} de qualquer país.`,
  ru: (a) => `У кода нет региональной привязки: его можно активировать на ${a} из любой страны.`,
  hi: (a) => `इस कोड पर कोई क्षेत्रीय प्रतिबंध नहीं है: इसे किसी भी देश के ${a} पर रिडीम किया जा सकता है।`,
};

/** Steam's own global wording: the wallet converts the amount. */
export const REGION_GLOBAL_STEAM: Localized<string> = {
  en: 'The code works worldwide: Steam converts the amount into your wallet currency at the current rate.',
  'pt-BR': 'O código funciona em qualquer região: a Steam converte o valor para a moeda da sua carteira pela cotação atual.',
  ru: 'Код работает в любом регионе: Steam конвертирует сумму в валюту вашего кошелька по текущему курсу.',
  hi: 'यह कोड दुनिया भर में काम करता है: Steam राशि को मौजूदा दर पर आपके वॉलेट की मुद्रा में बदल देता है।',
};

// ---------------------------------------------------------------------------------------------
// Delivery sentences: one per product, chosen at random.

export const DELIVERY: Localized<string[]> = {
  en: [
    'The code is delivered instantly after payment: we send it by e-mail and it always stays available in your personal cabinet.',
    'Instant delivery: right after payment the code arrives by e-mail and appears in the "My purchases" section of your cabinet.',
    'You receive the code within seconds of payment, by e-mail and in your personal cabinet, where you can copy it at any time.',
  ],
  'pt-BR': [
    'O código é entregue instantaneamente após o pagamento: enviamos por e-mail e ele fica sempre disponível no seu painel pessoal.',
    'Entrega imediata: logo após o pagamento, o código chega por e-mail e aparece na seção "Minhas compras" do seu painel.',
    'Você recebe o código segundos após o pagamento, por e-mail e no seu painel pessoal, onde pode copiá-lo a qualquer momento.',
  ],
  ru: [
    'Код приходит сразу после оплаты: мы отправляем его на e-mail, и он всегда доступен в личном кабинете.',
    'Мгновенная доставка: сразу после оплаты код приходит на почту и появляется в разделе «Мои покупки» личного кабинета.',
    'Вы получите код через несколько секунд после оплаты — на e-mail и в личном кабинете, где его можно скопировать в любой момент.',
  ],
  hi: [
    'भुगतान के तुरंत बाद कोड डिलीवर हो जाता है: हम इसे ई-मेल से भेजते हैं और यह आपके पर्सनल कैबिनेट में हमेशा उपलब्ध रहता है।',
    'तुरंत डिलीवरी: भुगतान के ठीक बाद कोड ई-मेल पर आ जाता है और आपके कैबिनेट के "मेरी खरीदारी" सेक्शन में दिखाई देता है।',
    'भुगतान के कुछ ही सेकंड में आपको कोड ई-मेल पर और पर्सनल कैबिनेट में मिल जाता है, जहाँ से आप इसे कभी भी कॉपी कर सकते हैं।',
  ],
};

// ---------------------------------------------------------------------------------------------
// Subscription perks by tier

export const PS_PLUS_PERKS: Record<string, Localized<string>> = {
  Essential: {
    en: 'online multiplayer, monthly games to add to your library, cloud saves and member-only discounts',
    'pt-BR': 'multijogador online, jogos mensais para a sua biblioteca, salvamento na nuvem e descontos exclusivos',
    ru: 'сетевая игра, ежемесячные игры в библиотеку, облачные сохранения и скидки для подписчиков',
    hi: 'ऑनलाइन मल्टीप्लेयर, हर महीने लाइब्रेरी के लिए गेम, क्लाउड सेव और सदस्यों के लिए विशेष छूट',
  },
  Extra: {
    en: 'everything in Essential plus a catalogue of hundreds of PS5 and PS4 games',
    'pt-BR': 'tudo do Essential e mais um catálogo com centenas de jogos de PS5 e PS4',
    ru: 'всё из Essential плюс каталог из сотен игр для PS5 и PS4',
    hi: 'Essential की सभी सुविधाएँ और साथ में सैकड़ों PS5 और PS4 गेम का कैटलॉग',
  },
  Premium: {
    en: 'everything in Extra plus classic games, time-limited game trials and cloud streaming',
    'pt-BR': 'tudo do Extra e mais jogos clássicos, testes de jogos por tempo limitado e streaming na nuvem',
    ru: 'всё из Extra плюс классические игры, пробные версии игр и облачный стриминг',
    hi: 'Extra की सभी सुविधाएँ और साथ में क्लासिक गेम, सीमित समय के गेम ट्रायल और क्लाउड स्ट्रीमिंग',
  },
};

export const GAME_PASS_PERKS: Record<string, Localized<string>> = {
  'Xbox Game Pass Ultimate': {
    en: 'hundreds of games on console, PC and in the cloud, new releases on day one, EA Play and online multiplayer',
    'pt-BR': 'centenas de jogos no console, no PC e na nuvem, lançamentos no primeiro dia, EA Play e multijogador online',
    ru: 'сотни игр на консоли, ПК и в облаке, новинки в день релиза, EA Play и сетевая игра',
    hi: 'कंसोल, PC और क्लाउड पर सैकड़ों गेम, रिलीज़ के दिन ही नए गेम, EA Play और ऑनलाइन मल्टीप्लेयर',
  },
  'PC Game Pass': {
    en: 'a library of hundreds of PC games, day-one releases and EA Play on Windows',
    'pt-BR': 'uma biblioteca com centenas de jogos de PC, lançamentos no primeiro dia e EA Play no Windows',
    ru: 'библиотека из сотен игр для ПК, новинки в день выхода и EA Play на Windows',
    hi: 'Windows पर सैकड़ों PC गेम की लाइब्रेरी, पहले दिन रिलीज़ होने वाले गेम और EA Play',
  },
};

// ---------------------------------------------------------------------------------------------
// Product lines

export const LINES: Record<LineId, LineTexts> = {
  steam: {
    name: {
      en: (c) => `Steam Wallet Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão-presente Steam ${c.nominal} (${c.region})`,
      ru: (c) => `Подарочная карта Steam ${c.nominal} (${c.region})`,
      hi: (c) => `Steam वॉलेट गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `Top up your Steam Wallet with ${c.nominalInText} and spend it on games, DLC, in-game items and Steam Community Market purchases.`,
        (c) => `A Steam Wallet code worth ${c.nominalInText}: buy new releases, join the seasonal sales or pick up items on the Community Market.`,
      ],
      'pt-BR': [
        (c) => `Adicione ${c.nominalInText} à sua Carteira Steam e use o saldo em jogos, DLCs, itens dentro dos jogos e compras no Mercado da Comunidade Steam.`,
        (c) => `Código da Carteira Steam no valor de ${c.nominalInText}: compre lançamentos, aproveite as promoções sazonais ou adquira itens no Mercado da Comunidade.`,
      ],
      ru: [
        (c) => `Пополните кошелёк Steam на ${c.nominalInText} и тратьте средства на игры, DLC, внутриигровые предметы и покупки на Торговой площадке сообщества.`,
        (c) => `Код пополнения кошелька Steam номиналом ${c.nominalInText}: покупайте новинки, участвуйте в сезонных распродажах и приобретайте предметы на Торговой площадке.`,
      ],
      hi: [
        (c) => `अपने Steam वॉलेट में ${c.nominalInText} जोड़ें और इस राशि से गेम, DLC, इन-गेम आइटम और Steam कम्युनिटी मार्केट पर खरीदारी करें।`,
        (c) => `${c.nominalInText} मूल्य का Steam वॉलेट कोड: नए गेम खरीदें, सीज़नल सेल का लाभ उठाएँ या कम्युनिटी मार्केट से आइटम लें।`,
      ],
    },
    account: ACCOUNT.steam,
    redeem: {
      en: 'To redeem, open Steam, choose "Redeem a Steam Wallet Code" in the account menu and enter the code.',
      'pt-BR': 'Para resgatar, abra a Steam, escolha "Resgatar um código da Carteira Steam" no menu da conta e digite o código.',
      ru: 'Для активации откройте Steam, выберите в меню аккаунта «Активировать код кошелька Steam» и введите код.',
      hi: 'रिडीम करने के लिए Steam खोलें, खाता मेन्यू में "Steam वॉलेट कोड रिडीम करें" चुनें और कोड दर्ज करें।',
    },
    coverText: () => 'Steam Wallet',
  },

  psn: {
    name: {
      en: (c) => `PlayStation Store Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão PlayStation Store ${c.nominal} (${c.region})`,
      ru: (c) => `Карта пополнения PlayStation Store ${c.nominal} (${c.region})`,
      hi: (c) => `PlayStation Store गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `A PlayStation Store gift card worth ${c.nominalInText} adds funds to your PlayStation Network wallet for games, add-ons, in-game currency and subscriptions.`,
        (c) => `Use this ${c.nominalInText} PlayStation Store card to buy PS5 and PS4 games, DLC and virtual currency without a bank card.`,
      ],
      'pt-BR': [
        (c) => `O cartão PlayStation Store de ${c.nominalInText} adiciona saldo à carteira da PlayStation Network para jogos, complementos, moedas virtuais e assinaturas.`,
        (c) => `Use este cartão PlayStation Store de ${c.nominalInText} para comprar jogos de PS5 e PS4, DLCs e moedas virtuais sem cartão de crédito.`,
      ],
      ru: [
        (c) => `Карта PlayStation Store номиналом ${c.nominalInText} пополняет кошелёк PlayStation Network: игры, дополнения, внутриигровая валюта и подписки.`,
        (c) => `С картой PlayStation Store на ${c.nominalInText} можно покупать игры для PS5 и PS4, DLC и виртуальную валюту без банковской карты.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का PlayStation Store गिफ्ट कार्ड आपके PlayStation Network वॉलेट में राशि जोड़ता है, जिससे आप गेम, ऐड-ऑन, इन-गेम करेंसी और सदस्यताएँ खरीद सकते हैं।`,
        (c) => `${c.nominalInText} के इस PlayStation Store कार्ड से बिना बैंक कार्ड के PS5 और PS4 गेम, DLC और वर्चुअल करेंसी खरीदें।`,
      ],
    },
    account: ACCOUNT.psn,
    redeem: {
      en: 'Redeem it on your console under PlayStation Store → "Redeem codes" or in the web store on the PlayStation website.',
      'pt-BR': 'Resgate no console em PlayStation Store → "Resgatar códigos" ou na loja on-line pelo site da PlayStation.',
      ru: 'Активировать код можно на консоли в PlayStation Store → «Активировать коды» или в веб-версии магазина на сайте PlayStation.',
      hi: 'कोड को कंसोल पर PlayStation Store → "कोड रिडीम करें" में या PlayStation वेबसाइट के वेब स्टोर में रिडीम करें।',
    },
    coverText: () => 'PlayStation Store',
  },

  psplus: {
    name: {
      en: (c) => `PlayStation Plus ${c.variant} ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Assinatura PlayStation Plus ${c.variant} ${c.nominal} (${c.region})`,
      ru: (c) => `Подписка PlayStation Plus ${c.variant} на ${c.nominal} (${c.region})`,
      hi: (c) => `PlayStation Plus ${c.variant} सदस्यता ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `A PlayStation Plus ${c.variant} membership for ${c.nominalInText}: ${PS_PLUS_PERKS[c.variant]?.en}.`,
        (c) => `${c.nominalInText} of PlayStation Plus ${c.variant}: ${PS_PLUS_PERKS[c.variant]?.en}.`,
      ],
      'pt-BR': [
        (c) => `Assinatura PlayStation Plus ${c.variant} de ${c.nominalInText}: ${PS_PLUS_PERKS[c.variant]?.['pt-BR']}.`,
        (c) => `${c.nominalInText} de PlayStation Plus ${c.variant}: ${PS_PLUS_PERKS[c.variant]?.['pt-BR']}.`,
      ],
      ru: [
        (c) => `Подписка PlayStation Plus ${c.variant} на ${c.nominalInText}: ${PS_PLUS_PERKS[c.variant]?.ru}.`,
        (c) => `PlayStation Plus ${c.variant} на ${c.nominalInText} — это ${PS_PLUS_PERKS[c.variant]?.ru}.`,
      ],
      hi: [
        (c) => `${c.nominalInText} की PlayStation Plus ${c.variant} सदस्यता: ${PS_PLUS_PERKS[c.variant]?.hi}।`,
        (c) => `PlayStation Plus ${c.variant} (${c.nominalInText}) में मिलता है: ${PS_PLUS_PERKS[c.variant]?.hi}।`,
      ],
    },
    account: ACCOUNT.psn,
    redeem: {
      en: 'Redeem it on your console or on the PlayStation website; if you already have PlayStation Plus, the time is added to your current membership.',
      'pt-BR': 'Resgate no console ou no site da PlayStation; se você já tem PlayStation Plus, o período é somado à assinatura atual.',
      ru: 'Активируйте код на консоли или на сайте PlayStation; если подписка PlayStation Plus уже есть, срок добавится к текущему.',
      hi: 'कोड को कंसोल पर या PlayStation वेबसाइट पर रिडीम करें; अगर आपके पास पहले से PlayStation Plus है, तो अवधि मौजूदा सदस्यता में जुड़ जाएगी।',
    },
    coverText: (variant) => `PS Plus ${variant}`,
  },

  xbox: {
    name: {
      en: (c) => `Xbox Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão-presente Xbox ${c.nominal} (${c.region})`,
      ru: (c) => `Подарочная карта Xbox ${c.nominal} (${c.region})`,
      hi: (c) => `Xbox गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `An Xbox gift card worth ${c.nominalInText} adds money to your Microsoft account for games, add-ons, apps and films on Xbox and Windows.`,
        (c) => `Spend this ${c.nominalInText} Xbox gift card in the Microsoft Store on Xbox consoles and Windows PCs: games, DLC, in-game currency and Game Pass.`,
      ],
      'pt-BR': [
        (c) => `O cartão-presente Xbox de ${c.nominalInText} adiciona saldo à sua conta Microsoft para jogos, complementos, apps e filmes no Xbox e no Windows.`,
        (c) => `Use este cartão-presente Xbox de ${c.nominalInText} na Microsoft Store em consoles Xbox e PCs com Windows: jogos, DLCs, moedas dos jogos e Game Pass.`,
      ],
      ru: [
        (c) => `Подарочная карта Xbox номиналом ${c.nominalInText} пополняет баланс учётной записи Microsoft: игры, дополнения, приложения и фильмы на Xbox и Windows.`,
        (c) => `Потратьте ${c.nominalInText} с подарочной карты Xbox в Microsoft Store на консолях Xbox и ПК с Windows: игры, DLC, внутриигровая валюта и Game Pass.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का Xbox गिफ्ट कार्ड आपके Microsoft खाते में राशि जोड़ता है, जिससे Xbox और Windows पर गेम, ऐड-ऑन, ऐप और फ़िल्में खरीदी जा सकती हैं।`,
        (c) => `${c.nominalInText} के इस Xbox गिफ्ट कार्ड को Xbox कंसोल और Windows PC पर Microsoft Store में खर्च करें: गेम, DLC, इन-गेम करेंसी और Game Pass।`,
      ],
    },
    account: ACCOUNT.microsoft,
    redeem: {
      en: 'Redeem it at redeem.microsoft.com, in the Microsoft Store app or on your Xbox via Store → "Redeem".',
      'pt-BR': 'Resgate em redeem.microsoft.com, no app Microsoft Store ou no seu Xbox em Loja → "Resgatar".',
      ru: 'Активируйте код на redeem.microsoft.com, в приложении Microsoft Store или на Xbox: Магазин → «Активировать».',
      hi: 'कोड को redeem.microsoft.com पर, Microsoft Store ऐप में या अपने Xbox पर Store → "Redeem" से रिडीम करें।',
    },
    coverText: giftCardCover('Xbox'),
  },

  gamepass: {
    name: {
      en: (c) => `${c.variant} ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Assinatura ${c.variant} ${c.nominal} (${c.region})`,
      ru: (c) => `Подписка ${c.variant} на ${c.nominal} (${c.region})`,
      hi: (c) => `${c.variant} सदस्यता ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `${c.variant} for ${c.nominalInText}: ${GAME_PASS_PERKS[c.variant]?.en}.`,
        (c) => `${c.nominalInText} of ${c.variant}: ${GAME_PASS_PERKS[c.variant]?.en}.`,
      ],
      'pt-BR': [
        (c) => `Assinatura ${c.variant} de ${c.nominalInText}: ${GAME_PASS_PERKS[c.variant]?.['pt-BR']}.`,
        (c) => `${c.nominalInText} de ${c.variant}: ${GAME_PASS_PERKS[c.variant]?.['pt-BR']}.`,
      ],
      ru: [
        (c) => `Подписка ${c.variant} на ${c.nominalInText}: ${GAME_PASS_PERKS[c.variant]?.ru}.`,
        (c) => `${c.variant} на ${c.nominalInText} — это ${GAME_PASS_PERKS[c.variant]?.ru}.`,
      ],
      hi: [
        (c) => `${c.nominalInText} की ${c.variant} सदस्यता: ${GAME_PASS_PERKS[c.variant]?.hi}।`,
        (c) => `${c.variant} (${c.nominalInText}) में शामिल हैं: ${GAME_PASS_PERKS[c.variant]?.hi}।`,
      ],
    },
    account: ACCOUNT.microsoft,
    redeem: {
      en: 'Redeem it at redeem.microsoft.com or on your console; an active membership is extended by the same period.',
      'pt-BR': 'Resgate em redeem.microsoft.com ou no console; uma assinatura ativa é prorrogada pelo mesmo período.',
      ru: 'Активируйте код на redeem.microsoft.com или на консоли — действующая подписка продлится на тот же срок.',
      hi: 'कोड को redeem.microsoft.com पर या कंसोल पर रिडीम करें; सक्रिय सदस्यता उतनी ही अवधि के लिए बढ़ जाती है।',
    },
    coverText: (variant) => variant.replace(/^Xbox /, ''),
  },

  apple: {
    name: {
      en: (c) => `App Store & iTunes Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão-presente App Store & iTunes ${c.nominal} (${c.region})`,
      ru: (c) => `Подарочная карта App Store & iTunes ${c.nominal} (${c.region})`,
      hi: (c) => `App Store और iTunes गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `An App Store & iTunes gift card worth ${c.nominalInText}: pay for apps, games, music, films, iCloud+ storage and other Apple subscriptions.`,
        (c) => `Add ${c.nominalInText} to your Apple Account balance and spend it in the App Store, Apple Music, Apple TV+, Apple Arcade and iCloud+.`,
      ],
      'pt-BR': [
        (c) => `Cartão-presente App Store & iTunes de ${c.nominalInText}: pague apps, jogos, músicas, filmes, armazenamento iCloud+ e outras assinaturas da Apple.`,
        (c) => `Adicione ${c.nominalInText} ao saldo da sua Conta Apple e use na App Store, no Apple Music, no Apple TV+, no Apple Arcade e no iCloud+.`,
      ],
      ru: [
        (c) => `Подарочная карта App Store & iTunes номиналом ${c.nominalInText}: оплачивайте приложения, игры, музыку, фильмы, хранилище iCloud+ и другие подписки Apple.`,
        (c) => `Пополните баланс аккаунта Apple на ${c.nominalInText} и тратьте его в App Store, Apple Music, Apple TV+, Apple Arcade и iCloud+.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का App Store और iTunes गिफ्ट कार्ड: ऐप, गेम, संगीत, फ़िल्में, iCloud+ स्टोरेज और अन्य Apple सदस्यताओं का भुगतान करें।`,
        (c) => `अपने Apple खाते के बैलेंस में ${c.nominalInText} जोड़ें और इसे App Store, Apple Music, Apple TV+, Apple Arcade और iCloud+ में खर्च करें।`,
      ],
    },
    account: ACCOUNT.apple,
    redeem: {
      en: 'On iPhone or iPad open the App Store, tap your profile picture and choose "Redeem Gift Card or Code"; on a Mac the same option is in the App Store sidebar.',
      'pt-BR': 'No iPhone ou iPad, abra a App Store, toque na sua foto de perfil e escolha "Resgatar Cartão-presente ou Código"; no Mac, a mesma opção fica na barra lateral da App Store.',
      ru: 'На iPhone или iPad откройте App Store, нажмите на фото профиля и выберите «Погасить подарочную карту или код»; на Mac этот пункт есть в боковом меню App Store.',
      hi: 'iPhone या iPad पर App Store खोलें, अपनी प्रोफ़ाइल फ़ोटो पर टैप करें और "गिफ्ट कार्ड या कोड रिडीम करें" चुनें; Mac पर यही विकल्प App Store के साइडबार में मिलता है।',
    },
    coverText: () => 'App Store & iTunes',
  },

  google: {
    name: {
      en: (c) => `Google Play Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão-presente Google Play ${c.nominal} (${c.region})`,
      ru: (c) => `Подарочная карта Google Play ${c.nominal} (${c.region})`,
      hi: (c) => `Google Play गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `A Google Play gift card worth ${c.nominalInText} for apps, games, in-game purchases, books and Google One storage.`,
        (c) => `Add ${c.nominalInText} to your Google Play balance and pay for Android apps and games, subscriptions and in-app items without a bank card.`,
      ],
      'pt-BR': [
        (c) => `Cartão-presente Google Play de ${c.nominalInText} para apps, jogos, compras dentro dos jogos, livros e armazenamento do Google One.`,
        (c) => `Adicione ${c.nominalInText} ao seu saldo do Google Play e pague apps e jogos Android, assinaturas e itens dentro dos apps sem cartão de crédito.`,
      ],
      ru: [
        (c) => `Подарочная карта Google Play номиналом ${c.nominalInText}: приложения, игры, внутриигровые покупки, книги и хранилище Google One.`,
        (c) => `Пополните баланс Google Play на ${c.nominalInText} и оплачивайте приложения и игры для Android, подписки и покупки внутри приложений без банковской карты.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का Google Play गिफ्ट कार्ड: ऐप, गेम, इन-गेम खरीदारी, किताबें और Google One स्टोरेज।`,
        (c) => `अपने Google Play बैलेंस में ${c.nominalInText} जोड़ें और बिना बैंक कार्ड के Android ऐप, गेम, सदस्यताओं और इन-ऐप आइटम का भुगतान करें।`,
      ],
    },
    account: ACCOUNT.google,
    redeem: {
      en: 'Open the Google Play app, tap your profile icon, go to "Payments & subscriptions" → "Redeem code" and enter the code, or redeem it at play.google.com/redeem.',
      'pt-BR': 'Abra o app Google Play, toque no ícone do perfil, vá em "Pagamentos e assinaturas" → "Resgatar código" e digite o código, ou resgate em play.google.com/redeem.',
      ru: 'Откройте приложение Google Play, нажмите на значок профиля, перейдите в «Платежи и подписки» → «Активировать код» и введите код или активируйте его на play.google.com/redeem.',
      hi: 'Google Play ऐप खोलें, प्रोफ़ाइल आइकन पर टैप करें, "भुगतान और सदस्यताएँ" → "कोड रिडीम करें" में जाकर कोड डालें, या play.google.com/redeem पर रिडीम करें।',
    },
    coverText: () => 'Google Play',
  },

  lol: {
    name: {
      en: (c) => `League of Legends ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Código League of Legends ${c.nominal} (${c.region})`,
      ru: (c) => `Код League of Legends на ${c.nominal} (${c.region})`,
      hi: (c) => `League of Legends कोड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `${c.nominalInText} for League of Legends: unlock champions, skins, chromas, emotes and event passes.`,
        (c) => `Riot Points are the premium currency of League of Legends: this code adds ${c.nominalInText} to your account for skins, champions and passes.`,
      ],
      'pt-BR': [
        (c) => `${c.nominalInText} para League of Legends: desbloqueie campeões, skins, cromas, emotes e passes de eventos.`,
        (c) => `Riot Points são a moeda premium de League of Legends: este código adiciona ${c.nominalInText} à sua conta para skins, campeões e passes.`,
      ],
      ru: [
        (c) => `${c.nominalInText} для League of Legends: открывайте чемпионов, образы, цветовые схемы, эмоции и пропуски событий.`,
        (c) => `Riot Points — премиальная валюта League of Legends: код зачислит на аккаунт ${c.nominalInText} для покупки образов, чемпионов и пропусков.`,
      ],
      hi: [
        (c) => `League of Legends के लिए ${c.nominalInText}: चैंपियन, स्किन, क्रोमा, इमोट और इवेंट पास अनलॉक करें।`,
        (c) => `Riot Points League of Legends की प्रीमियम करेंसी है: यह कोड आपके खाते में स्किन, चैंपियन और पास के लिए ${c.nominalInText} जोड़ता है।`,
      ],
    },
    account: ACCOUNT.riot,
    redeem: {
      en: 'In the League of Legends client open the Store, click "Buy RP", choose "Prepaid cards & codes" and enter the code.',
      'pt-BR': 'No cliente de League of Legends, abra a Loja, clique em "Comprar RP", escolha "Cartões pré-pagos e códigos" e insira o código.',
      ru: 'В клиенте League of Legends откройте магазин, нажмите «Купить RP», выберите «Предоплаченные карты и коды» и введите код.',
      hi: 'League of Legends क्लाइंट में स्टोर खोलें, "RP खरीदें" पर क्लिक करें, "प्रीपेड कार्ड और कोड" चुनें और कोड दर्ज करें।',
    },
    coverText: () => 'Riot Points',
  },

  valorant: {
    name: {
      en: (c) => `Valorant ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Código Valorant ${c.nominal} (${c.region})`,
      ru: (c) => `Код Valorant на ${c.nominal} (${c.region})`,
      hi: (c) => `Valorant कोड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `${c.nominalInText} for Valorant: buy weapon skins, unlock agents and get the Premium Battle Pass.`,
        (c) => `Valorant Points are the in-game currency of Riot's tactical shooter: this code adds ${c.nominalInText} for skin bundles, agents and the Battle Pass.`,
      ],
      'pt-BR': [
        (c) => `${c.nominalInText} para Valorant: compre skins de armas, desbloqueie agentes e adquira o Passe de Batalha Premium.`,
        (c) => `Valorant Points são a moeda do jogo de tiro tático da Riot: este código adiciona ${c.nominalInText} para pacotes de skins, agentes e o Passe de Batalha.`,
      ],
      ru: [
        (c) => `${c.nominalInText} для Valorant: покупайте скины оружия, открывайте агентов и приобретайте премиальный боевой пропуск.`,
        (c) => `Valorant Points — внутриигровая валюта тактического шутера от Riot: код зачислит ${c.nominalInText} для наборов скинов, агентов и боевого пропуска.`,
      ],
      hi: [
        (c) => `Valorant के लिए ${c.nominalInText}: हथियारों की स्किन खरीदें, एजेंट अनलॉक करें और प्रीमियम बैटल पास लें।`,
        (c) => `Valorant Points, Riot के टैक्टिकल शूटर की इन-गेम करेंसी हैं: यह कोड स्किन बंडल, एजेंट और बैटल पास के लिए ${c.nominalInText} जोड़ता है।`,
      ],
    },
    account: ACCOUNT.riot,
    redeem: {
      en: 'In Valorant open the Store, click the VP icon, choose "Prepaid cards & codes" and enter the code.',
      'pt-BR': 'No Valorant, abra a Loja, clique no ícone de VP, escolha "Cartões pré-pagos e códigos" e insira o código.',
      ru: 'В Valorant откройте магазин, нажмите на значок VP, выберите «Предоплаченные карты и коды» и введите код.',
      hi: 'Valorant में स्टोर खोलें, VP आइकन पर क्लिक करें, "प्रीपेड कार्ड और कोड" चुनें और कोड दर्ज करें।',
    },
    coverText: () => 'Valorant Points',
  },

  netflix: {
    name: {
      en: (c) => `Netflix Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão-presente Netflix ${c.nominal} (${c.region})`,
      ru: (c) => `Подарочная карта Netflix ${c.nominal} (${c.region})`,
      hi: (c) => `Netflix गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `A Netflix gift card worth ${c.nominalInText}: pay for your plan without a bank card and enjoy series, films and games.`,
        (c) => `Top up your Netflix balance with ${c.nominalInText}; the amount pays for your membership month by month until it runs out.`,
      ],
      'pt-BR': [
        (c) => `Cartão-presente Netflix de ${c.nominalInText}: pague o seu plano sem cartão de crédito e aproveite séries, filmes e jogos.`,
        (c) => `Adicione ${c.nominalInText} ao saldo da Netflix; o valor paga a sua assinatura mês a mês até acabar.`,
      ],
      ru: [
        (c) => `Подарочная карта Netflix номиналом ${c.nominalInText}: оплачивайте тариф без банковской карты и смотрите сериалы и фильмы.`,
        (c) => `Пополните баланс Netflix на ${c.nominalInText} — сумма ежемесячно списывается в счёт подписки, пока не закончится.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का Netflix गिफ्ट कार्ड: बिना बैंक कार्ड के अपने प्लान का भुगतान करें और सीरीज़, फ़िल्मों और गेम का आनंद लें।`,
        (c) => `अपने Netflix बैलेंस में ${c.nominalInText} जोड़ें; यह राशि खत्म होने तक हर महीने आपकी सदस्यता का भुगतान करती है।`,
      ],
    },
    account: ACCOUNT.netflix,
    redeem: {
      en: 'Sign in at netflix.com/redeem and enter the code: the amount is added to your account balance.',
      'pt-BR': 'Acesse netflix.com/redeem com a sua conta e insira o código: o valor é adicionado ao saldo da conta.',
      ru: 'Войдите на netflix.com/redeem и введите код — сумма зачислится на баланс аккаунта.',
      hi: 'netflix.com/redeem पर साइन इन करें और कोड डालें: राशि आपके खाते के बैलेंस में जुड़ जाएगी।',
    },
    coverText: giftCardCover('Netflix'),
  },

  'spotify-premium': {
    name: {
      en: (c) => `Spotify Premium Individual ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Assinatura Spotify Premium Individual ${c.nominal} (${c.region})`,
      ru: (c) => `Подписка Spotify Premium Individual на ${c.nominal} (${c.region})`,
      hi: (c) => `Spotify Premium Individual सदस्यता ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `${c.nominalInText} of Spotify Premium Individual: ad-free music, offline listening, any track in any order and high audio quality.`,
        (c) => `Spotify Premium Individual for ${c.nominalInText}: listen without ads, download playlists and podcasts and skip as many tracks as you like.`,
      ],
      'pt-BR': [
        (c) => `${c.nominalInText} de Spotify Premium Individual: música sem anúncios, audição offline, qualquer faixa em qualquer ordem e áudio em alta qualidade.`,
        (c) => `Spotify Premium Individual por ${c.nominalInText}: ouça sem anúncios, baixe playlists e podcasts e pule quantas faixas quiser.`,
      ],
      ru: [
        (c) => `Spotify Premium Individual на ${c.nominalInText}: музыка без рекламы, прослушивание офлайн, любые треки в любом порядке и высокое качество звука.`,
        (c) => `Подписка Spotify Premium Individual на ${c.nominalInText}: слушайте без рекламы, скачивайте плейлисты и подкасты и пропускайте сколько угодно треков.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का Spotify Premium Individual: बिना विज्ञापन संगीत, ऑफ़लाइन सुनने की सुविधा, किसी भी क्रम में कोई भी गाना और बेहतरीन ऑडियो गुणवत्ता।`,
        (c) => `${c.nominalInText} के लिए Spotify Premium Individual: बिना विज्ञापन सुनें, प्लेलिस्ट और पॉडकास्ट डाउनलोड करें और जितने चाहें उतने गाने स्किप करें।`,
      ],
    },
    account: ACCOUNT.spotify,
    redeem: {
      en: 'Redeem the code at spotify.com/redeem while signed in to your account; Premium starts right away.',
      'pt-BR': 'Resgate o código em spotify.com/redeem com a sua conta conectada; o Premium é ativado na hora.',
      ru: 'Активируйте код на spotify.com/redeem, войдя в свой аккаунт, — Premium включится сразу.',
      hi: 'अपने खाते में लॉग इन करके spotify.com/redeem पर कोड रिडीम करें; Premium तुरंत शुरू हो जाता है।',
    },
    coverText: () => 'Spotify Premium',
  },

  'spotify-card': {
    name: {
      en: (c) => `Spotify Gift Card ${c.nominal} (${c.region})`,
      'pt-BR': (c) => `Cartão-presente Spotify ${c.nominal} (${c.region})`,
      ru: (c) => `Подарочная карта Spotify ${c.nominal} (${c.region})`,
      hi: (c) => `Spotify गिफ्ट कार्ड ${c.nominal} (${c.region})`,
    },
    about: {
      en: [
        (c) => `A Spotify gift card worth ${c.nominalInText}: pay for Premium without a bank card; the balance is used month after month.`,
        (c) => `Give yourself or a friend ${c.nominalInText} of Spotify: the card pays for Premium until the balance runs out.`,
      ],
      'pt-BR': [
        (c) => `Cartão-presente Spotify de ${c.nominalInText}: pague o Premium sem cartão de crédito; o saldo é usado mês a mês.`,
        (c) => `Dê a você ou a um amigo ${c.nominalInText} de Spotify: o cartão paga o Premium até o saldo acabar.`,
      ],
      ru: [
        (c) => `Подарочная карта Spotify номиналом ${c.nominalInText}: оплачивайте Premium без банковской карты, баланс расходуется помесячно.`,
        (c) => `Порадуйте себя или друга: карта Spotify на ${c.nominalInText} оплачивает Premium, пока не закончится баланс.`,
      ],
      hi: [
        (c) => `${c.nominalInText} का Spotify गिफ्ट कार्ड: बिना बैंक कार्ड के Premium का भुगतान करें; बैलेंस हर महीने इस्तेमाल होता है।`,
        (c) => `खुद को या किसी दोस्त को ${c.nominalInText} का Spotify दें: बैलेंस खत्म होने तक यह कार्ड Premium का भुगतान करता है।`,
      ],
    },
    account: ACCOUNT.spotify,
    redeem: {
      en: 'Redeem the card at spotify.com/redeem while signed in; the balance is applied to your Premium payments.',
      'pt-BR': 'Resgate o cartão em spotify.com/redeem com a sua conta conectada; o saldo é usado nos pagamentos do Premium.',
      ru: 'Активируйте карту на spotify.com/redeem, войдя в аккаунт, — баланс пойдёт на оплату Premium.',
      hi: 'लॉग इन करके spotify.com/redeem पर कार्ड रिडीम करें; बैलेंस आपके Premium भुगतान में लगाया जाता है।',
    },
    coverText: giftCardCover('Spotify'),
  },
};
