// The information pages in English (shape: ./types.ts).
import type { InfoContent, ShopFacts } from './types';

export function infoContent(f: ShopFacts): InfoContent {
  return {
    privacy: {
      intro: [
        `This policy explains which personal data ${f.legalName} (“we”), the operator of ${f.tradeName}, collects when you use the shop, why, for how long and what rights you have under Brazil's General Data Protection Law (LGPD, Law 13.709/2018). In force since ${f.effectiveDate}.`,
      ],
      sections: [
        {
          id: 'controller',
          title: 'Who is responsible for your data',
          blocks: [`The data controller is ${f.legalName}, CNPJ ${f.cnpj}, ${f.address}. For any question about your data, write to ${f.email}.`],
        },
        {
          id: 'data-we-collect',
          title: 'What data we collect',
          blocks: [
            [
              'Account: user name, e-mail address and password (we keep only a one-way hash of the password).',
              'Orders: the products you bought, amounts, dates, order numbers and the codes delivered to you.',
              'Payment: for Pix, your first and last name and CPF; for UPI, the payer details you enter (name, account, e-mail, phone, address, postal code). Card numbers go to the payment processor and are never stored by the shop.',
              'Technical data: IP address and browser data, used for security, limiting repeated attempts and fraud prevention.',
              'Support: the messages you send us and the attachments you choose to include.',
            ],
          ],
        },
        {
          id: 'purposes',
          title: 'Why we use it',
          blocks: [
            [
              'to create and run your account and sign you in;',
              'to take payment and deliver the codes you bought, on screen, in your account and by e-mail;',
              'to send service e-mails: account confirmation, password reset, receipts;',
              'to prevent fraud and abuse of payment methods and promo codes;',
              'to answer support requests and handle refunds and replacements;',
              'to meet legal, tax and accounting obligations.',
            ],
            'The legal bases are the performance of the contract with you, compliance with legal obligations and our legitimate interest in keeping the shop secure. We do not sell your data and do not use it for advertising profiles.',
          ],
        },
        {
          id: 'sharing',
          title: 'Who we share it with',
          blocks: [
            'Only with those who need it to serve you: the payment processors and banks that handle card, Pix and UPI payments (including 3-D Secure checks), our hosting and e-mail providers, and public authorities when the law requires it. Each receives only the data needed for its task. Some providers may process data outside Brazil, always with the safeguards the LGPD requires.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies and local storage',
          blocks: [
            'We use one essential, encrypted session cookie to keep you signed in. Your browser also keeps your basket and your cookie choice in its local storage. We load no third-party advertising or tracking scripts.',
          ],
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          blocks: [
            'Account data is kept while the account exists. Orders and payment records are kept for the periods required by Brazilian tax and consumer law (generally five years). Security logs are kept for up to six months. After these periods the data is deleted or anonymised.',
          ],
        },
        {
          id: 'rights',
          title: 'Your rights',
          blocks: [
            'You may ask us to confirm whether we process your data, give you access to it, correct it, anonymise or delete data that is unnecessary, port it to another provider, tell you with whom we share it, and withdraw consent where processing depends on consent. You may also complain to Brazil\'s data protection authority (ANPD).',
            `Send your request to ${f.email} from the e-mail address of your account. We answer within 15 days.`,
          ],
        },
        {
          id: 'security',
          title: 'Security',
          blocks: [
            'Connections are encrypted (HTTPS), passwords are stored as hashes, the session cookie cannot be read by scripts, and card payments are confirmed with 3-D Secure. Keep your password to yourself: anyone who knows it can see the codes in your account.',
          ],
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          blocks: ['We publish every new version on this page with its date. If a change affects how we use data you have already given us, we tell you by e-mail.'],
        },
      ],
    },
    contractOffer: {
      intro: [
        `This public offer is addressed to anyone who wishes to buy digital goods at ${f.tradeName}. Paying for an order means you accept it in full. In force since ${f.effectiveDate}.`,
      ],
      sections: [
        {
          id: 'general',
          title: 'General provisions',
          blocks: [
            `The seller is ${f.legalName}, CNPJ ${f.cnpj}, ${f.address} (the “Seller”). The buyer is the person who places and pays for an order (the “Buyer”).`,
            'The contract is concluded when the payment for the order is confirmed. The Buyer confirms at payment that they have read this offer and the privacy policy and accept the non-refundable policy for delivered codes.',
          ],
        },
        {
          id: 'subject',
          title: 'Subject of the contract',
          blocks: [
            'The Seller sells digital goods: gift cards, game credits, account top-ups, subscriptions and activation codes for third-party platforms (for example Steam, PlayStation, Xbox, App Store, Google Play, Netflix, Spotify). Each good is delivered as a code to be activated on the platform that issued it.',
            'The platform that issues a code sets the rules for its use. The Seller is not that platform and is not responsible for its services.',
          ],
        },
        {
          id: 'prices',
          title: 'Prices and orders',
          blocks: [
            'Prices are shown in euros (€) and include the applicable taxes. The price that counts is the one shown when the order is created. A promo code reduces the price of the order before payment.',
            'The face value of a code (for example 50 BRL) is shown on the product page and may be in another currency than the price.',
          ],
        },
        {
          id: 'payment',
          title: 'Payment',
          blocks: [
            'The Buyer may pay by:',
            [
              'bank card — MasterCard, Visa, Mir or American Express, confirmed with 3-D Secure;',
              'Pix (Brazil), with a QR code or the copy-and-paste code;',
              'UPI (India), with a payment link or QR code;',
              `the account balance, topped up from ${f.minTopUp}.`,
            ],
            'If the Buyer\'s bank charges in another currency, its conversion rate and fees apply. The order is paid when the payment processor confirms it.',
          ],
        },
        {
          id: 'delivery',
          title: 'Delivery',
          blocks: [
            'The codes are delivered at once after the payment is confirmed: on the payment confirmation page, in the “My purchases” list of the Buyer\'s account and in the receipt e-mail. A code counts as delivered as soon as it is shown in any of these places.',
            'In rare cases, such as an extra security check of the payment, delivery may take up to 24 hours; the Buyer is informed by e-mail.',
          ],
        },
        {
          id: 'regions',
          title: 'Region restrictions',
          blocks: [
            'Many codes work only in one country or region. The region of every product is shown on its page next to the price; “Works in every region” means the code has no restriction. The Buyer checks before paying that the region matches the country of their account on the platform.',
          ],
        },
        {
          id: 'refunds',
          title: 'Refunds and replacement',
          blocks: [
            'Delivered (revealed) codes cannot be returned or exchanged, as a digital code cannot be taken back once it has been seen. This includes a code bought for the wrong region or by mistake.',
            'A code that has not been revealed — the order was paid but the code was not delivered — is refunded in full: to the balance at once if paid from the balance, otherwise to the original payment method within 10 business days.',
            'A delivered code that does not work at its first activation is replaced or refunded under the guarantees page, if reported within 7 days.',
          ],
        },
        {
          id: 'liability',
          title: 'Liability',
          blocks: [
            'The Seller is liable for delivering a valid code for the product paid for. The Seller is not liable for losses caused by the Buyer disclosing a code or their password, by activating a code on an account of another region, or by the platform\'s own rules and outages.',
          ],
        },
        {
          id: 'personal-data',
          title: 'Personal data',
          blocks: ['The Seller processes the Buyer\'s personal data according to the privacy policy published in the shop.'],
        },
        {
          id: 'final',
          title: 'Term, changes and disputes',
          blocks: [
            'The offer is valid until it is withdrawn. The Seller may change it; a paid order keeps the version in force when it was paid. The contract is governed by the laws of Brazil, including the Consumer Defence Code. Disputes are first settled by talking to support; otherwise, the courts provided for by law are competent.',
          ],
        },
        {
          id: 'seller-details',
          title: 'Seller details',
          blocks: [[`${f.legalName}`, `CNPJ ${f.cnpj}`, f.address, `E-mail: ${f.email}`, `Phone: ${f.phone}`]],
        },
      ],
    },
    terms: {
      intro: [
        `These terms govern the use of the ${f.tradeName} website and account. By registering or buying you agree to them, together with the public offer and the privacy policy. In force since ${f.effectiveDate}.`,
      ],
      sections: [
        {
          id: 'account',
          title: 'Your account',
          blocks: [
            [
              'You need an account with a confirmed e-mail address to pay for orders; you can fill the basket without one.',
              'Your name is written as you write it, in any alphabet (2 to 50 characters); the password has 8 to 128 characters of any kind, spaces included, is yours alone and should not be used elsewhere.',
              'You are responsible for what happens in your account. If you think someone else has used it, change your password and write to support.',
            ],
          ],
        },
        {
          id: 'use',
          title: 'Using the shop',
          blocks: [
            'You agree not to:',
            [
              'pay with a card, Pix or UPI account that is not yours or without its holder\'s permission;',
              'try to get codes without paying, abuse promo codes or create accounts to get around limits;',
              'overload, scan or attack the website or use automated tools to buy codes.',
            ],
            'We may block orders or accounts involved in such actions and cancel undelivered orders with a refund.',
          ],
        },
        {
          id: 'codes',
          title: 'Codes and platforms',
          blocks: [
            'Codes are activated on the platform that issued them, under that platform\'s terms. Check the product page for the platform, the face value and the region before you buy. Keep your codes private: a code can be activated by anyone who has it.',
          ],
        },
        {
          id: 'refunds',
          title: 'Non-refundable policy',
          blocks: [
            'A code is revealed as soon as it is shown to you — on the payment confirmation page, in your account or in the receipt e-mail. Because delivery is instant, this normally happens the moment the payment is confirmed.',
            [
              'Revealed codes are not refundable and cannot be exchanged, including a wrong region chosen by mistake or a change of mind.',
              'Codes not yet revealed (paid, but not delivered) are refunded in full: to the balance at once, or to the original payment method within 10 business days.',
              'A revealed code that fails at its first activation is covered by the valid-code guarantee: a replacement or a refund.',
            ],
            'At payment you confirm that you ask for immediate delivery and accept this policy.',
          ],
        },
        {
          id: 'balance',
          title: 'Balance and promo codes',
          blocks: [
            `The account balance is topped up from ${f.minTopUp} and spent on purchases in the shop. It is not a bank account, earns no interest and is not paid out in cash, except where the law requires it. Promo codes give the discount shown when applied, one per order, and cannot be exchanged for money.`,
          ],
        },
        {
          id: 'content',
          title: 'Content and trademarks',
          blocks: [
            'The website\'s texts and design belong to the shop. Platform names and logos belong to their owners and are used only to describe the products; the shop is not affiliated with them.',
          ],
        },
        {
          id: 'liability',
          title: 'Availability and liability',
          blocks: [
            'We work to keep the shop available, but maintenance or outages of payment or platform services may interrupt it. Our liability is limited to the amount paid for the order concerned, except where consumer law provides otherwise.',
          ],
        },
        {
          id: 'law',
          title: 'Applicable law',
          blocks: ['These terms are governed by the laws of Brazil. Your rights as a consumer under the Consumer Defence Code are not limited by them.'],
        },
        {
          id: 'contact',
          title: 'Contact',
          blocks: [`Questions about these terms: ${f.email}, ${f.phone}. Support hours: ${f.supportHours}.`],
        },
      ],
    },
    guarantees: {
      intro: ['What we promise for every order, and what to do if something goes wrong.'],
      sections: [
        {
          id: 'delivery',
          title: 'Delivery guarantee',
          blocks: [
            'Codes are delivered at once after the payment is confirmed: on the confirmation page, in “My purchases” in your account and in the receipt e-mail. If you have not received your code 15 minutes after paying, write to us: we deliver it or refund the order in full.',
          ],
        },
        {
          id: 'valid-code',
          title: 'Valid-code guarantee',
          blocks: [
            'Every code we sell is new and unused, bought from the platform or its authorised distributors. If a code does not work at its first activation:',
            [
              'write to support within 7 days of the purchase;',
              'attach a screenshot of the platform\'s error message and give the order number;',
              'we check the code with the distributor, usually within 24 hours;',
              'a faulty code is replaced by a new code of the same product; if none is in stock, we refund the order.',
            ],
          ],
        },
        {
          id: 'refunds',
          title: 'Refunds of codes not yet revealed',
          blocks: [
            'If an order was paid but its code was not delivered — for example a payment confirmed after the product ran out, or a technical failure — nothing has been revealed and you get all your money back: to the balance at once if you paid from it, otherwise to your card, Pix or UPI account within 10 business days. Codes already revealed are not refundable; see the terms and conditions.',
          ],
        },
        {
          id: 'region',
          title: 'Honest region information',
          blocks: [
            'The region of every code is shown on the product page before you buy. If a code does not work in the region shown on its page, it is covered by the valid-code guarantee. A code bought for another region than your account\'s cannot be refunded once revealed, so please check before paying.',
          ],
        },
        {
          id: 'secure-payment',
          title: 'Secure payment',
          blocks: [
            'Card payments are confirmed by your bank with 3-D Secure; card numbers are handled by the payment processor and never stored by the shop. Pix and UPI payments go straight from your bank app.',
          ],
        },
        {
          id: 'contact',
          title: 'How to contact us',
          blocks: [
            [`E-mail: ${f.email}`, `Phone: ${f.phone}`, `Hours: ${f.supportHours}`],
            'Give your order number and the e-mail of your account. We answer every message within 24 hours.',
          ],
        },
      ],
    },
    requisites: {
      intro: [`${f.tradeName} is operated by a company registered in Brazil. Its details:`],
      contacts: {
        title: 'Contacts',
        blocks: [
          `Support answers by e-mail and phone. Hours: ${f.supportHours}. For an order, give its number and your account's e-mail; for data protection requests, write from that e-mail.`,
        ],
      },
    },
    faq: {
      intro: ['Answers to what buyers ask most. If yours is not here, write to support.'],
      about: {
        title: 'About us',
        blocks: [
          `${f.tradeName} is an online shop of digital goods run by ${f.legalName} in São Paulo, Brazil. We sell gift cards, game credits, top-ups and product codes for Steam, PlayStation, Xbox, App Store, Google Play, League of Legends, Valorant, Netflix, Spotify and other platforms.`,
          'Every product shows its region before you buy, prices are in euros, and codes arrive at once after payment. The shop speaks Portuguese, English, Russian and Hindi.',
        ],
      },
      questionsTitle: 'Questions and answers',
      items: [
        {
          id: 'what-we-sell',
          question: 'What do you sell?',
          answer: ['Digital codes: gift cards, game currency, account top-ups, subscriptions and activation codes. You activate each code on the platform that issued it — nothing is shipped by post.'],
        },
        {
          id: 'delivery-time',
          question: 'How fast will I get my code?',
          answer: ['At once. As soon as the payment is confirmed, the code appears on the confirmation page. Card and balance payments take seconds; Pix and UPI take as long as your bank needs to confirm.'],
        },
        {
          id: 'where-code',
          question: 'Where can I find my code later?',
          answer: ['In three places: the payment confirmation page, the “My purchases” list in your account (with search) and the receipt e-mail sent to your account\'s address.'],
        },
        {
          id: 'region-check',
          question: 'How do I check that a code works in my region?',
          answer: [
            'The product page shows the region next to the price: “Works in every region” means no restriction; otherwise the code works only in the country or region named. Compare it with the country of your account on the platform:',
            ['Steam: the store country in your account details;', 'PlayStation and Xbox: the country of your account;', 'App Store and Google Play: the country of your Apple ID or Google account.'],
          ],
        },
        {
          id: 'wrong-region',
          question: 'I bought a code for the wrong region. Can I return it?',
          answer: ['No. A revealed code cannot be returned, as it cannot be taken back once seen. That is why the region is shown on every product page: please check it before paying.'],
        },
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer: [[`Cards: MasterCard, Visa, Mir and American Express, with 3-D Secure;`, 'Pix, with a QR code or copy-and-paste code;', 'UPI, with a link or QR code;', `your account balance, topped up from ${f.minTopUp}.`]],
        },
        {
          id: 'currency',
          question: 'In which currency are prices?',
          answer: ['In euros. If your card is in another currency, your bank converts the amount at its own rate. The face value of a code (for example 100 BRL) is shown separately on its page.'],
        },
        {
          id: 'refund',
          question: 'Can I get a refund?',
          answer: ['For a code not yet revealed — paid but not delivered — yes, in full: at once to the balance, or to the original payment method within 10 business days. A revealed code is not refundable, unless it does not work (see the next question).'],
        },
        {
          id: 'code-not-working',
          question: 'What if my code does not work?',
          answer: ['Write to support within 7 days with the order number and a screenshot of the error. We check it, usually within 24 hours, and replace the code or refund the order.'],
        },
        {
          id: 'account',
          question: 'Do I need an account?',
          answer: ['You can browse and fill the basket without one. To pay, sign in or register and confirm your e-mail: your codes are then kept in your account.'],
        },
        {
          id: 'balance',
          question: 'How does the balance work?',
          answer: [`Top it up in your account from ${f.minTopUp} by card, Pix or UPI, then pay orders from it in one click. The balance is spent in the shop and is not paid out in cash.`],
        },
        {
          id: 'promo-code',
          question: 'How do I use a promo code?',
          answer: ['Enter it in the basket before checkout. The discount shows at once in the total; one promo code per order.'],
        },
        {
          id: 'security',
          question: 'Is it safe to pay here?',
          answer: ['Yes. Card payments are confirmed by your bank with 3-D Secure, and the shop never stores card numbers. The connection is encrypted.'],
        },
        {
          id: 'contact',
          question: 'How do I contact support?',
          answer: [`By e-mail at ${f.email} or by phone at ${f.phone}. Hours: ${f.supportHours}. We answer within 24 hours.`],
        },
      ],
    },
  };
}
