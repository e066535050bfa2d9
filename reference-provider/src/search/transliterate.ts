// Latin forms and sound keys of search words, so a brand typed in Cyrillic or Devanagari meets the
// name written in Latin letters (стим -> stim ≈ steam, नेटफ्लिक्स -> netfliks ≈ netflix).
//
// Both work on normalised text (normalize.ts): lower case, accents and the nukta already gone, so
// "й" arrives as "и" and "ё" as "е". The same functions serve the indexed names and the shopper's
// query, so both sides always agree.
//
// - toLatin: a plain phonetic transliteration, one fixed Latin spelling per letter (ISO 9-like for
//   Cyrillic; Hindi-style for Devanagari, with the inherent "a" dropped where Hindi drops it).
//   Latin text and digits pass unchanged.
// - soundKey: a skeleton of a Latin word that spelling differences do not change: "tion" and "sh"
//   are one sound, c/k/q, g/j/zh, w/v, x/ks and ph/f are merged, every vowel goes (a leading one
//   becomes V), doubled letters collapse. steam, stim -> "stm"; playstation, pleisteishn -> "plstSn";
//   google, gugl, gugal -> "Gl"; legends, lijends -> "lGnds"; xbox, iksboks -> "Vksbks".

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Ukrainian and Belarusian letters that survive normalisation (ї and ў lose their marks).
  і: 'i', є: 'ye', ґ: 'g',
};

const DEVANAGARI_CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n', ट: 't',
  ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', प: 'p',
  // फ is "f" in the English words Hindi borrows (Netflix, gift), the point of this transliteration.
  फ: 'f', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h',
  ळ: 'l',
};
const DEVANAGARI_VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
};
const DEVANAGARI_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au',
  'ॉ': 'o', 'ॅ': 'e',
};
const VIRAMA = '्';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
const DEVANAGARI_ZERO = 0x0966;

interface Unit {
  /** The consonant or vowel in Latin letters. */
  latin: string;
  /** A consonant's vowel: a sign's, "" after a virama, "a" when inherent; null for the rest. */
  vowel: string | null;
  inherent: boolean;
}

/**
 * One Devanagari word in Latin letters. Hindi does not pronounce every inherent "a": it drops the
 * last one of a word and one between a vowel and a consonant that has its own vowel (VC_CV), so
 * नेटफ्लिक्स is "netfliks", not "netafliksa". Applied right to left, the usual rule of thumb.
 */
function devanagariWord(word: string): string {
  const units: Unit[] = [];
  for (const ch of word) {
    const consonant = DEVANAGARI_CONSONANTS[ch];
    const last = units[units.length - 1];
    if (consonant !== undefined) units.push({ latin: consonant, vowel: 'a', inherent: true });
    else if (ch === VIRAMA && last?.inherent) Object.assign(last, { vowel: '', inherent: false });
    else if (DEVANAGARI_SIGNS[ch] !== undefined && last?.inherent) Object.assign(last, { vowel: DEVANAGARI_SIGNS[ch], inherent: false });
    else if (DEVANAGARI_VOWELS[ch] !== undefined) units.push({ latin: DEVANAGARI_VOWELS[ch], vowel: null, inherent: false });
    else if (NASALS.has(ch)) units.push({ latin: 'n', vowel: null, inherent: false });
    else if (ch === VISARGA) units.push({ latin: 'h', vowel: null, inherent: false });
    else {
      const code = ch.codePointAt(0)!;
      const digit = code - DEVANAGARI_ZERO;
      units.push({ latin: digit >= 0 && digit <= 9 ? String(digit) : ch, vowel: null, inherent: false });
    }
  }
  if (units.length > 1 && units[units.length - 1]?.inherent) units[units.length - 1]!.vowel = '';
  for (let i = units.length - 2; i >= 1; i--) {
    const unit = units[i]!;
    if (!unit.inherent || unit.vowel === '') continue;
    const before = units[i - 1]!;
    const sounded = before.vowel === null ? /[aeiou]/.test(before.latin) : before.vowel !== '';
    // The next syllable: through a cluster (virama) to the consonant that carries a vowel.
    let j = i + 1;
    while (units[j]?.vowel === '' && units[j + 1]?.vowel != null) j += 1;
    const next = units[j];
    if (sounded && next?.vowel) unit.vowel = '';
  }
  return units.map((u) => u.latin + (u.vowel ?? '')).join('');
}

const DEVANAGARI_WORD = /[\u0900-\u097f]+/g;
const CYRILLIC_LETTER = /[\u0400-\u04ff]/g;

/** The word (or text) in Latin letters; Latin letters, digits and anything else pass unchanged. */
export function toLatin(normalized: string): string {
  return normalized
    .replace(CYRILLIC_LETTER, (ch) => CYRILLIC[ch] ?? ch)
    .replace(DEVANAGARI_WORD, devanagariWord);
}

const LATIN_WORD = /^[a-z]+$/;

/** Rewrites applied in order: spellings of one sound become one symbol (S sh, C ch, G g/j/zh). */
const SOUND_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^x/, 'eks'], // Xbox says "eks-box"
  [/[ts]ion/g, 'shon'],
  [/shch|sch|sh/g, 'S'],
  [/ch/g, 'C'],
  // g, j and zh: Russian and Hindi spell the soft g of "legends" with ж/ज, the hard one with г/ग.
  [/dzh|dj|zh|j|g/g, 'G'],
  [/ph/g, 'f'],
  [/ck|q/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/z/g, 's'],
  [/h/g, ''],
  [/^[aeiouy]+/, 'V'],
  [/[aeiouy]+/g, ''],
  [/(.)\1+/g, '$1'],
];

/** The sound key of a Latin word, or null for anything but Latin letters (numbers, mixed). */
export function soundKey(latin: string): string | null {
  if (!LATIN_WORD.test(latin)) return null;
  let key = latin;
  for (const [pattern, replacement] of SOUND_RULES) key = key.replace(pattern, replacement);
  return key || null;
}
