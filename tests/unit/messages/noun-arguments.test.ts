// Sentences that put a name into them (a product's, a shop's, a reviewer's) must read right for any
// name: Russian, Portuguese and Hindi make verbs, participles and articles agree with the gender of
// their noun ("Подписка … не добавлен" breaks for a feminine name), and Russian puts a noun after a
// verb or a preposition in a case a name in the nominative is not. A message therefore either gives
// the name a noun of its own to agree with («Товар «{name}» не добавлен», "O produto “{name}” está
// esgotado", "{name} को … जोड़ा") or sets it apart ("Количество: {name}", "{name} — в корзине").
// These rules find the constructions that break, over every message of the three languages.
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Arguments that stand for a noun (a name); codes, numbers, amounts and dates agree with nothing. */
const NOUN_ARGUMENTS = ['name', 'names', 'author', 'shop', 'legalName', 'brand', 'country', 'region', 'language', 'label', 'what'];

/** What ends a clause: sentence marks (the danda too), a comma, colon, dash, brackets, and an ICU branch's braces. */
const CLAUSE_END = /[.!?।,:;—(){}]/;
const QUOTES = /[«»“”„"]/g;

interface Use {
  key: string;
  /** The clause before the argument, quotes removed. */
  before: string;
  /** The clause after it, quotes removed. */
  after: string;
}

function usesOf(entries: [string, string][]): Use[] {
  const uses: Use[] = [];
  const argument = new RegExp(`\\{(?:${NOUN_ARGUMENTS.join('|')})\\}`, 'g');
  for (const [key, text] of entries) {
    for (const match of text.matchAll(argument)) {
      const head = text.slice(0, match.index);
      const tail = text.slice(match.index + match[0].length);
      const start = Math.max(...[...head].map((char, at) => (CLAUSE_END.test(char) ? at : -1)));
      const end = [...tail].findIndex((char) => CLAUSE_END.test(char));
      uses.push({
        key,
        before: head.slice(start + 1).replace(QUOTES, '').trim(),
        after: (end === -1 ? tail : tail.slice(0, end)).replace(QUOTES, '').trim(),
      });
    }
  }
  return uses;
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const lastWord = (text: string) => words(text).at(-1) ?? '';

/** The uses that break `rule`, as "key: clause" lines (an empty list passes). */
function broken(entries: [string, string][], rule: (use: Use) => boolean): string[] {
  return usesOf(entries)
    .filter(rule)
    .map((use) => `${use.key}: ${use.before} {…} ${use.after}`);
}

describe('Russian', () => {
  const entries = flatten(ru as Tree);
  // Past tense and short participles or adjectives carry a gender (добавлен/добавлена, был/была, доступен/доступна).
  const GENDERED = /(?:[еёая]н|[еёая]на|[еёая]но|[ыи]е|ал|ил|ел|ыл|ла|ло|лся|лась|лось|ый|ий|ая|яя|ое|ее)$/u;

  it('never lets a name alone be the subject of a gendered verb or adjective', () => {
    expect(broken(entries, (use) => use.before === '' && words(use.after).some((word) => GENDERED.test(word.toLowerCase())))).toEqual([]);
  });

  it('never puts a name right after a verb or a preposition, which would need it in another case', () => {
    const PREPOSITIONS = new Set(['о', 'об', 'от', 'для', 'с', 'со', 'в', 'во', 'на', 'к', 'ко', 'у', 'из', 'без', 'по', 'за', 'под', 'над', 'при', 'про', 'через', 'до', 'перед']);
    const INFINITIVE = /(?:ть|ти|чь|ться)$/u;
    expect(
      broken(entries, (use) => {
        const word = lastWord(use.before).toLowerCase();
        return PREPOSITIONS.has(word) || INFINITIVE.test(word);
      }),
    ).toEqual([]);
  });
});

describe('Portuguese', () => {
  const entries = flatten(ptBR as Tree);

  it('never lets a name alone be the subject of a gendered participle or adjective', () => {
    const GENDERED = /(?:ad|id|os|ort)[oa]s?$/u;
    expect(broken(entries, (use) => use.before === '' && words(use.after).some((word) => GENDERED.test(word.toLowerCase())))).toEqual([]);
  });

  it('never gives a name an article, which would have to guess its gender', () => {
    const ARTICLES = new Set(['a', 'o', 'as', 'os', 'da', 'do', 'das', 'dos', 'na', 'no', 'nas', 'nos', 'à', 'ao', 'às', 'aos', 'pela', 'pelo', 'um', 'uma']);
    expect(broken(entries, (use) => ARTICLES.has(lastWord(use.before).toLowerCase()))).toEqual([]);
  });
});

describe('Hindi', () => {
  const entries = flatten(hi as Tree);

  it('never lets a name alone be the subject of a verb that agrees with its gender', () => {
    // A postposition (को, का, की, के, में, से, पर, ने, तक) after the name frees the verb from it.
    const POSTPOSITION = /^(?:को|का|की|के|में|से|पर|ने|तक)(?:\s|$)/u;
    // Perfect participles and auxiliaries (गया/गई, सका/सकी, था/थी), and a habitual form (बिकता/बिकती)
    // before an auxiliary or ending the clause; nouns such as सहायता end the same way elsewhere.
    const PERFECT = /(?:गया|गई|गयी|गए|सका|सकी|सके|हुआ|हुई|हुए|था|थी|थे)$/u;
    const HABITUAL = /(?:ता|ती|ते)$/u;
    const AUXILIARY = /^(?:है|हैं|था|थी|थे)$/u;
    const gendered = (clause: string) =>
      words(clause).some((word, at, all) => PERFECT.test(word) || (HABITUAL.test(word) && (at === all.length - 1 || AUXILIARY.test(all[at + 1]!))));
    expect(broken(entries, (use) => use.before === '' && !POSTPOSITION.test(use.after) && gendered(use.after))).toEqual([]);
  });
});

it('reads the clause around a name, inside plural branches too', () => {
  expect(usesOf([['k', '{name} не добавлен: нет соединения.']])[0]).toMatchObject({ before: '', after: 'не добавлен' });
  expect(usesOf([['k', 'Отзыв от {author}']])[0]).toMatchObject({ before: 'Отзыв от', after: '' });
  expect(usesOf([['k', 'Товар «{name}» не добавлен: нет соединения.']])[0]).toMatchObject({ before: 'Товар', after: 'не добавлен' });
  expect(usesOf([['k', '{count, plural, one {Товар {names} больше недоступен (закончился)} other {}}']])[0]).toMatchObject({
    before: 'Товар',
    after: 'больше недоступен',
  });
  expect(usesOf([['k', 'Количество: {count}']])).toEqual([]);
});
