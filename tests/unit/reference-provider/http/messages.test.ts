// The provider's texts live in one file per language; each language must have exactly the keys of
// English: none missing (an answer without a text) and none left over (a key nothing asks for).
import { en } from '../../../../reference-provider/src/http/messages/en';
import { hi } from '../../../../reference-provider/src/http/messages/hi';
import { catalogueOf, MESSAGE_KEYS, text } from '../../../../reference-provider/src/http/messages';
import { ptBR } from '../../../../reference-provider/src/http/messages/pt-BR';
import { ru } from '../../../../reference-provider/src/http/messages/ru';

describe('the provider messages, one file per language', () => {
  test.each([
    ['pt-BR', ptBR],
    ['ru', ru],
    ['hi', hi],
  ] as const)('%s has the same keys as en', (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });

  test('the picking module answers from each language file', () => {
    expect([...MESSAGE_KEYS].sort()).toEqual(Object.keys(en).sort());
    expect(catalogueOf('pt-BR')).toBe(ptBR);
    expect(catalogueOf('en')).toBe(en);
    expect(catalogueOf('ru')).toBe(ru);
    expect(catalogueOf('hi')).toBe(hi);
    expect(text('ru', 'required')).toBe(ru.required);
  });
});
