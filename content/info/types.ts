// The shape of the information pages' long text, one module per language (content/info/{locale}.ts).
// Legal text lives here rather than in messages/*.json: the message files stay short, and each
// language's documents read as one piece. Shop facts (e-mail, company, CNPJ…) come in as
// arguments, so every page shows the values of lib/brand/identity.ts (the operator's SHOP_* variables).

/** A paragraph, or a bullet list when an array. */
export type InfoBlock = string | readonly string[];

export interface InfoSection {
  /** Anchor of the section (kebab-case, the same in every language). */
  id: string;
  title: string;
  blocks: readonly InfoBlock[];
}

export interface InfoDocument {
  intro: readonly string[];
  sections: readonly InfoSection[];
}

export interface FaqItem {
  /** Anchor of the question (kebab-case, the same in every language). */
  id: string;
  question: string;
  answer: readonly InfoBlock[];
}

export interface FaqContent {
  intro: readonly string[];
  /** The "About us" part, reached from the footer by /faq#about. */
  about: { title: string; blocks: readonly InfoBlock[] };
  questionsTitle: string;
  items: readonly FaqItem[];
}

export interface RequisitesContent {
  intro: readonly string[];
  contacts: { title: string; blocks: readonly InfoBlock[] };
}

export interface InfoContent {
  privacy: InfoDocument;
  contractOffer: InfoDocument;
  terms: InfoDocument;
  guarantees: InfoDocument;
  requisites: RequisitesContent;
  faq: FaqContent;
}

/** What the texts quote: lib/brand/identity.ts's facts and amounts formatted in the page's language. */
export interface ShopFacts {
  tradeName: string;
  legalName: string;
  cnpj: string;
  address: string;
  email: string;
  phone: string;
  supportHours: string;
  /** The smallest balance top-up, formatted in whole euros ("100 €"). */
  minTopUp: string;
  /** The date the documents took effect, formatted. */
  effectiveDate: string;
}
