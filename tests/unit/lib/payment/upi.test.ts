// The UPI payment link: upi://pay with pa, pn, am, cu, tn, tr in order, percent-encoded, amounts from paise, rupees only, VPA and
// length rules; and the reader the BFF and the tests use on the provider's links.
import { UpiLinkError, buildUpiLink, isValidVpa, parseUpiLink, type UpiLinkInput } from '@/lib/payment/upi';

const base: UpiLinkInput = {
  vpa: 'shop.pay@okaxis',
  payeeName: 'Digital Shop',
  amountCents: 12345,
  currency: 'INR',
  note: 'Order 1042',
  reference: 'ORD-1042',
};

describe('buildUpiLink', () => {
  it('writes the parameters in order, with the amount in two decimals', () => {
    expect(buildUpiLink(base)).toBe('upi://pay?pa=shop.pay@okaxis&pn=Digital%20Shop&am=123.45&cu=INR&tn=Order%201042&tr=ORD-1042');
  });

  it('reads back through the URL parser to the same values', () => {
    const link = new URL(buildUpiLink({ ...base, payeeName: 'Loja & Cia = 100% "digital"', note: 'Pedido #7 + bônus/?', amountCents: 5 }));
    expect(link.protocol).toBe('upi:');
    expect(link.host).toBe('pay');
    expect([...link.searchParams.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'shop.pay@okaxis',
      pn: 'Loja & Cia = 100% "digital"',
      am: '0.05',
      cu: 'INR',
      tn: 'Pedido #7 + bônus/?',
      tr: 'ORD-1042',
    });
  });

  it('encodes reserved characters, spaces as %20 and non-ASCII as UTF-8', () => {
    const link = buildUpiLink({ ...base, payeeName: 'A&B=C+D', note: 'दुकान 50%' });
    expect(link).toContain('pn=A%26B%3DC%2BD&');
    expect(link).toContain(`tn=${'%E0%A4%A6%E0%A5%81%E0%A4%95%E0%A4%BE%E0%A4%A8'}%2050%25&`);
    expect(link).not.toMatch(/[ +]/);
  });

  it('trims names and notes and makes inner whitespace one space', () => {
    expect(buildUpiLink({ ...base, payeeName: '  Digital \t Shop ', note: 'Order\u00a01042 ' })).toContain('pn=Digital%20Shop&am=123.45&cu=INR&tn=Order%201042&');
  });

  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [99_999_900, '999999.00'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(new URL(buildUpiLink({ ...base, amountCents: cents })).searchParams.get('am')).toBe(text);
  });

  it.each<[string, Partial<UpiLinkInput>, string]>([
    ['a VPA without handle', { vpa: 'shop' }, 'pa'],
    ['a payee name of 100', { payeeName: 'x'.repeat(100) }, 'pn'],
    ['an empty payee name', { payeeName: '  ' }, 'pn'],
    ['a control character in the name', { payeeName: 'Shop\u0000' }, 'pn'],
    ['zero cents', { amountCents: 0 }, 'am'],
    ['fractional cents', { amountCents: 12.5 }, 'am'],
    ['another currency', { currency: 'USD' as UpiLinkInput['currency'] }, 'cu'],
    // UPI apps refuse a link in euros: the euro total is converted to rupees first.
    ['euros', { currency: 'EUR' as UpiLinkInput['currency'] }, 'cu'],
    ['a note of 81', { note: 'n'.repeat(81) }, 'tn'],
    ['an empty note', { note: '' }, 'tn'],
    ['a reference of 36', { reference: 'R'.repeat(36) }, 'tr'],
    ['a reference with a space', { reference: 'ORD 1' }, 'tr'],
    ['an empty reference', { reference: '' }, 'tr'],
  ])('refuses %s', (_name, change, code) => {
    expect(() => buildUpiLink({ ...base, ...change })).toThrow(UpiLinkError);
    try {
      buildUpiLink({ ...base, ...change });
    } catch (error) {
      expect((error as UpiLinkError).code).toBe(code);
    }
  });

  it('accepts the longest values', () => {
    const link = buildUpiLink({ ...base, payeeName: 'x'.repeat(99), note: 'n'.repeat(80), reference: 'R'.repeat(35) });
    expect(new URL(link).searchParams.get('tr')).toHaveLength(35);
  });
});

describe('parseUpiLink', () => {
  it('reads back what the builder wrote, names and notes decoded', () => {
    const input = { ...base, payeeName: 'Loja & Cia = 100%', note: 'दुकान 50%', amountCents: 6_381_763 };
    expect(parseUpiLink(buildUpiLink(input))).toEqual({ ok: true, link: input });
  });

  it('reads a link without a note, and "+" is not a space (RFC 3986, like the builder)', () => {
    expect(parseUpiLink('upi://pay?pa=shop@okaxis&pn=A+B&am=10&cu=INR&tr=R1')).toEqual({
      ok: true,
      link: { vpa: 'shop@okaxis', payeeName: 'A+B', amountCents: 1000, currency: 'INR', note: '', reference: 'R1' },
    });
  });

  it.each<[string, string, string, string | undefined]>([
    ['another scheme', 'upi://collect?pa=shop@okaxis&pn=S&am=1.00&cu=INR&tr=R1', 'format', undefined],
    ['a parameter twice', 'upi://pay?pa=shop@okaxis&pn=S&am=1.00&am=2.00&cu=INR&tr=R1', 'format', undefined],
    ['broken percent-encoding', 'upi://pay?pa=shop@okaxis&pn=%E0%A4&am=1.00&cu=INR&tr=R1', 'format', undefined],
    ['no amount', 'upi://pay?pa=shop@okaxis&pn=S&cu=INR&tr=R1', 'missingField', 'am'],
    ['no currency', 'upi://pay?pa=shop@okaxis&pn=S&am=1.00&tr=R1', 'missingField', 'cu'],
    ['euros', 'upi://pay?pa=shop@okaxis&pn=S&am=1.00&cu=EUR&tr=R1', 'invalidField', 'cu'],
    ['three decimals', 'upi://pay?pa=shop@okaxis&pn=S&am=1.005&cu=INR&tr=R1', 'invalidField', 'am'],
    ['a zero amount', 'upi://pay?pa=shop@okaxis&pn=S&am=0.00&cu=INR&tr=R1', 'invalidField', 'am'],
    ['a bad VPA', 'upi://pay?pa=shop&pn=S&am=1.00&cu=INR&tr=R1', 'invalidField', 'pa'],
    ['a bad reference', 'upi://pay?pa=shop@okaxis&pn=S&am=1.00&cu=INR&tr=R%201', 'invalidField', 'tr'],
  ])('refuses %s', (_name, link, problem, field) => {
    expect(parseUpiLink(link)).toEqual({ ok: false, problem, ...(field ? { field } : {}) });
  });
});

describe('isValidVpa', () => {
  it.each(['shop.pay@okaxis', '9876543210@ybl', 'merchant-01_x@paytm', '1234567890@IFSC0001234.ifsc.npci'])('accepts %s', (vpa) => {
    expect(isValidVpa(vpa)).toBe(true);
  });

  it.each(['', 'shop', '@okaxis', 'shop@', 'shop@@okaxis', 'sh op@okaxis', 'shop@ok axis', 'shop@1bank', 'shop@okaxis.', 'shop@ok-axis', `${'a'.repeat(250)}@okaxis`, 'shop@okaxis&am=1'])(
    'refuses %p',
    (vpa) => {
      expect(isValidVpa(vpa)).toBe(false);
    },
  );
});
