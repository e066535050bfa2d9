// The information pages: their text is complete in every language (same sections and questions as
// English, in the language's own script, with the shop's facts filled in), the FAQ's JSON-LD lists
// every question, and the sitemap carries the six pages in the four languages.
import type { InfoBlock, InfoContent } from '@/content/info/types';
import { DEMO_BRAND } from '@/lib/brand/identity';
import { routing } from '@/i18n/routing';
import { faqAnswerText, infoContent } from '@/lib/info/content';
import { INFO_PAGES, INFO_PAGE_PATHS } from '@/lib/info/pages';
import { faqJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { pagePaths, urlSet } from '@/lib/seo/sitemap';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';

const messages = { 'pt-BR': ptBR, en, ru, hi } as const;
const content = Object.fromEntries(
  routing.locales.map((locale) => [locale, infoContent(locale, messages[locale].Footer.supportHours)]),
) as Record<(typeof routing.locales)[number], InfoContent>;

/** Every text of a language's pages, flattened. */
function allTexts(info: InfoContent): string[] {
  const blocks = (list: readonly InfoBlock[]) => list.flatMap((block) => (typeof block === 'string' ? [block] : [...block]));
  const documents = [info.privacy, info.contractOffer, info.terms, info.guarantees];
  return [
    ...documents.flatMap((document) => [...document.intro, ...document.sections.flatMap((section) => [section.title, ...blocks(section.blocks)])]),
    ...info.requisites.intro,
    info.requisites.contacts.title,
    ...blocks(info.requisites.contacts.blocks),
    ...info.faq.intro,
    info.faq.about.title,
    ...blocks(info.faq.about.blocks),
    info.faq.questionsTitle,
    ...info.faq.items.flatMap((item) => [item.question, ...blocks(item.answer)]),
  ];
}

const SCRIPTS = { ru: /[\u0400-\u04ff]/, hi: /[\u0900-\u097f]/ } as const;
const documentKeys = ['privacy', 'contractOffer', 'terms', 'guarantees'] as const;

describe.each(routing.locales)('the information pages in %s', (locale) => {
  const info = content[locale];
  const reference = content.en;

  it('have a title and a description in messages for every page', () => {
    for (const { key } of INFO_PAGES) {
      expect(messages[locale].Info[`${key}Title`].trim()).not.toBe('');
      expect(messages[locale].Info[`${key}Description`].length).toBeGreaterThan(50);
      expect(messages[locale].Info[`${key}Description`].length).toBeLessThanOrEqual(200);
    }
  });

  it('have the same sections as English, none empty', () => {
    for (const key of documentKeys) {
      expect(info[key].intro.length).toBeGreaterThan(0);
      expect(info[key].sections.map((section) => section.id)).toEqual(reference[key].sections.map((section) => section.id));
      for (const section of info[key].sections) expect(section.blocks.length).toBeGreaterThan(0);
    }
    expect(info.faq.items.map((item) => item.id)).toEqual(reference.faq.items.map((item) => item.id));
  });

  it('have no empty or unfilled text', () => {
    for (const text of allTexts(info)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/undefined|null|\$\{|NaN/);
    }
  });

  it('are written in the language, not left in English', () => {
    const texts = allTexts(info);
    const english = new Set(allTexts(reference));
    if (locale !== 'en') {
      // Facts (e-mail, company, CNPJ lines) may repeat; sentences may not.
      const facts = new Set<string>([DEMO_BRAND.address]);
      const sentences = texts.filter((text) => text.split(' ').length > 6 && !facts.has(text));
      for (const text of sentences) expect({ text, english: english.has(text) }).toEqual({ text, english: false });
    }
    if (locale === 'ru' || locale === 'hi') {
      for (const item of info.faq.items) expect(item.question).toMatch(SCRIPTS[locale]);
      for (const key of documentKeys) for (const section of info[key].sections) expect(section.title).toMatch(SCRIPTS[locale]);
    }
  });

  it('quote the shop facts of lib/brand/identity.ts (the demo brand when nothing is set)', () => {
    const joined = allTexts(info).join('\n');
    for (const fact of [DEMO_BRAND.legalName, DEMO_BRAND.cnpj, DEMO_BRAND.address, DEMO_BRAND.supportEmail, DEMO_BRAND.supportPhone]) expect(joined).toContain(fact);
    expect(joined).toContain(messages[locale].Footer.supportHours);
  });

  it('quote the operator’s brand once it is set, without a rebuild (read when the page is made)', () => {
    const saved = { ...process.env };
    Object.assign(process.env, { SHOP_NAME: 'Loja Aurora', SHOP_LEGAL_NAME: 'Aurora Presentes Digitais S.A.', SHOP_CNPJ: '11222333000181', SHOP_SUPPORT_EMAIL: 'ajuda@aurora.example' });
    try {
      const joined = allTexts(infoContent(locale, messages[locale].Footer.supportHours)).join('\n');
      for (const fact of ['Aurora Presentes Digitais S.A.', '11.222.333/0001-81', 'ajuda@aurora.example']) expect(joined).toContain(fact);
      expect(joined).not.toContain(DEMO_BRAND.legalName);
    } finally {
      for (const name of ['SHOP_NAME', 'SHOP_LEGAL_NAME', 'SHOP_CNPJ', 'SHOP_SUPPORT_EMAIL']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
  });

  it('state the payment methods and the refund rule for unrevealed codes', () => {
    const payment = info.contractOffer.sections.find((section) => section.id === 'payment')!;
    const paymentText = payment.blocks.flat().join(' ');
    for (const method of ['MasterCard', 'Visa', 'American Express', 'Pix', 'UPI', '3-D Secure']) expect(paymentText).toContain(method);
    expect(info.terms.sections.some((section) => section.id === 'refunds')).toBe(true);
    expect(info.guarantees.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['delivery', 'valid-code', 'refunds', 'contact']),
    );
  });

  it('have an FAQ of at least 10 questions and an about section', () => {
    expect(info.faq.items.length).toBeGreaterThanOrEqual(10);
    expect(info.faq.about.blocks.length).toBeGreaterThan(0);
    expect(new Set(info.faq.items.map((item) => item.id)).size).toBe(info.faq.items.length);
  });
});

describe('faqJsonLd', () => {
  it('lists every question with its answer as a FAQPage', () => {
    process.env.SITE_URL = 'https://shop.example';
    const { faq } = content.ru;
    const entries = faq.items.map((item) => ({ question: item.question, answer: faqAnswerText(item.answer) }));
    const data = JSON.parse(serializeJsonLd(faqJsonLd(entries, '/faq', 'ru'))) as {
      '@context': string;
      '@type': string;
      url: string;
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.url).toBe('https://shop.example/ru/faq');
    expect(data.mainEntity).toHaveLength(faq.items.length);
    data.mainEntity.forEach((question, index) => {
      expect(question).toMatchObject({ '@type': 'Question', name: faq.items[index]!.question, acceptedAnswer: { '@type': 'Answer' } });
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    });
  });

  it('keeps list answers as text, one item a line', () => {
    const text = faqAnswerText(['Intro:', ['one;', 'two.']]);
    expect(text).toBe('Intro:\n\none;\ntwo.');
  });
});

describe('the sitemap of pages', () => {
  it('lists the six information pages in every language with alternates', () => {
    const paths = pagePaths(['steam']);
    expect(paths).toEqual(expect.arrayContaining([...INFO_PAGE_PATHS, '/', '/category/steam']));
    const xml = urlSet(paths, 'https://shop.example');
    for (const path of INFO_PAGE_PATHS) {
      for (const prefix of ['', '/en', '/ru', '/hi']) expect(xml).toContain(`<loc>https://shop.example${prefix}${path}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example${path}"/>`);
    }
  });
});
