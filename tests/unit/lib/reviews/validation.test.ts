// A review's text rules as the form and the BFF apply them: the invisible direction controls that
// could make a review look like another text to its readers are refused with their own message.
import { reviewFormSchema } from '@/lib/reviews/validation';
import { toReview } from '@/lib/provider/mappers';
import { hasBidiControl } from '@/lib/validation/bidi';

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];

const errorsOf = (text: string) => {
  const result = reviewFormSchema.safeParse({ rating: 5, text });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('review text', () => {
  it.each(BIDI.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))('refuses %s with reviewTextBidi', (_name, c) => {
    expect(errorsOf(`Great code ${c}gnp.exe worked`)).toEqual(['reviewTextBidi']);
    expect(hasBidiControl(c)).toBe(true);
  });

  it('keeps texts in the shop’s four languages, emoji and typographic marks', () => {
    for (const text of ['Funcionou na hora, obrigado!', 'Код пришёл сразу — спасибо', 'कोड तुरंत मिल गया, धन्यवाद', 'Works 👍 “really” – fine…']) {
      expect(errorsOf(text)).toEqual([]);
    }
  });
});

describe('reviews as shown', () => {
  it('lose the direction controls a review or a name written before they were refused still holds', () => {
    const review = toReview({
      id: 1,
      author_name: 'Ana\u202E',
      rating: 5,
      text: 'Bought \u202Egnp.exe\u202C and \u2067it\u2069 worked',
      created_at: '2026-01-01T00:00:00Z',
      verified_purchase: false,
    });
    expect(review).toMatchObject({ author: 'Ana', text: 'Bought gnp.exe and it worked' });
  });
});
