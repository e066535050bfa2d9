// The brand from the environment (lib/brand/identity.ts, README "Branding"): demo values by default, the
// operator's values read at call time, the CNPJ's check digits, and the start-up check and warning
// of lib/server/env.ts for each brand variable.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandScope } from '@/cache-handler.mjs';
import { brandLogoResponse } from '@/lib/brand/logo-file';
import { DEMO_BRAND, demoBrandVariables, formatCnpj, isValidCnpj, phoneHref, shopBrand } from '@/lib/brand/identity';
import { demoBrandWarning, envProblems, logoFileProblem } from '@/lib/server/env';
import { organizationJsonLd, serializeJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';

const OTHER = {
  SHOP_NAME: 'Loja Aurora',
  SHOP_LEGAL_NAME: 'Aurora Presentes Digitais S.A.',
  SHOP_CNPJ: '11222333000181',
  SHOP_ADDRESS: 'Rua das Flores, 25, Curitiba – PR, CEP 80020-090, Brasil',
  SHOP_SUPPORT_EMAIL: 'ajuda@aurora.example',
  SHOP_SUPPORT_PHONE: '+55 41 3000-5678',
};

describe('the brand', () => {
  it('is the demo brand when nothing is set (blank counts as unset)', () => {
    expect(shopBrand({})).toEqual(DEMO_BRAND);
    expect(shopBrand({ SHOP_NAME: '   ', SHOP_CNPJ: '' })).toEqual(DEMO_BRAND);
    expect(isValidCnpj(DEMO_BRAND.cnpj)).toBe(true);
  });

  it('takes every value from the environment, trimmed, the CNPJ formatted', () => {
    expect(shopBrand({ ...OTHER, SHOP_NAME: '  Loja Aurora ', SHOP_LOGO_FILE: '/srv/brand/logo.svg' })).toEqual({
      name: 'Loja Aurora',
      legalName: 'Aurora Presentes Digitais S.A.',
      cnpj: '11.222.333/0001-81',
      address: OTHER.SHOP_ADDRESS,
      supportEmail: 'ajuda@aurora.example',
      supportPhone: '+55 41 3000-5678',
      logoFile: '/srv/brand/logo.svg',
    });
  });

  it('names the variables whose demo values are in use (the logo has no demo value)', () => {
    expect(demoBrandVariables({})).toEqual(['SHOP_NAME', 'SHOP_LEGAL_NAME', 'SHOP_CNPJ', 'SHOP_ADDRESS', 'SHOP_SUPPORT_EMAIL', 'SHOP_SUPPORT_PHONE']);
    expect(demoBrandVariables({ ...OTHER, SHOP_CNPJ: undefined })).toEqual(['SHOP_CNPJ']);
    expect(demoBrandVariables(OTHER)).toEqual([]);
  });

  it('dials the phone by its digits', () => {
    expect(phoneHref('+55 (41) 3000-5678')).toBe('tel:+554130005678');
  });
});

describe('CNPJ check digits', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.345.678/0001-95', '04.252.011/0001-10', ' 04252011000110 '])('%s is valid', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '11.222.333/0001-91'],
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['the old demo value', '12.345.678/0001-90'],
    ['one digit missing', '1122233300018'],
    ['one digit too many', '112223330001811'],
    ['fourteen equal digits', '00.000.000/0000-00'],
    ['eleven equal digits', '11111111111111'],
    ['letters in the check digits', '11.222.333/0001-8A'],
    ['other characters', '11.222.333/0001_81'],
    ['a CPF', '529.982.247-25'],
    ['empty', ''],
  ])('%s is refused', (_label, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('takes the alphanumeric CNPJ (letters count as their code minus 48)', () => {
    // Receita Federal's example of the new form.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('the start-up check of the brand variables', () => {
  const production = {
    NODE_ENV: 'production',
    PROVIDER_API_URL: 'https://provider.example',
    SESSION_SECRET: 'session-secret-for-tests-0123456789abcdef',
    SITE_URL: 'https://shop.example',
  };

  it('passes with a whole brand and warns of nothing', () => {
    expect(envProblems({ ...production, ...OTHER })).toEqual([]);
    expect(demoBrandWarning({ ...production, ...OTHER })).toBeNull();
  });

  it('warns in production, in one line, when demo values are in use; never in development', () => {
    const warning = demoBrandWarning({ ...production, SHOP_NAME: 'Loja Aurora' });
    expect(warning).toMatch(/^Demo brand values in use: SHOP_LEGAL_NAME, SHOP_CNPJ, SHOP_ADDRESS, SHOP_SUPPORT_EMAIL, SHOP_SUPPORT_PHONE not set/);
    expect(warning).not.toContain('\n');
    expect(envProblems(production)).toEqual([]);
    expect(demoBrandWarning({})).toBeNull();
  });

  it.each([
    ['SHOP_CNPJ', '11.222.333/0001-91', /^SHOP_CNPJ is not a valid CNPJ: .*check digits/],
    ['SHOP_CNPJ', '123', /^SHOP_CNPJ is not a valid CNPJ/],
    ['SHOP_NAME', 'x'.repeat(61), /^SHOP_NAME is longer than 60 characters/],
    ['SHOP_NAME', 'Loja\nAurora', /^SHOP_NAME .*control character/],
    ['SHOP_LEGAL_NAME', 'y'.repeat(161), /^SHOP_LEGAL_NAME is longer than 160/],
    ['SHOP_ADDRESS', 'Rua\tdas Flores', /^SHOP_ADDRESS .*control character/],
    ['SHOP_SUPPORT_EMAIL', 'ajuda.aurora.example', /^SHOP_SUPPORT_EMAIL is not an e-mail address/],
    ['SHOP_SUPPORT_EMAIL', 'Ajuda <ajuda@aurora.example>', /^SHOP_SUPPORT_EMAIL is not an e-mail address/],
    ['SHOP_SUPPORT_PHONE', '+55 41', /^SHOP_SUPPORT_PHONE is not a phone number/],
    ['SHOP_SUPPORT_PHONE', 'call us', /^SHOP_SUPPORT_PHONE is not a phone number/],
    ['SHOP_LOGO_FILE', '/nowhere/logo.svg', /^SHOP_LOGO_FILE cannot be read by the server/],
    ['SHOP_LOGO_FILE', '/etc/hostname', /^SHOP_LOGO_FILE is not an \.svg, \.png or \.webp file/],
  ])('%s=%p is refused with one line that does not repeat the value', (name, value, pattern) => {
    const problems = envProblems({ ...production, ...OTHER, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(pattern);
    expect(problems[0]).not.toContain(value);
  });

  it('takes a readable logo of an image type and refuses an empty or oversized one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-'));
    const logo = path.join(dir, 'logo.svg');
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
    expect(logoFileProblem(logo)).toBeNull();
    expect(envProblems({ ...production, ...OTHER, SHOP_LOGO_FILE: logo })).toEqual([]);
    const empty = path.join(dir, 'empty.png');
    writeFileSync(empty, '');
    expect(logoFileProblem(empty)).toMatch(/empty or larger than 256 KB/);
    const big = path.join(dir, 'big.webp');
    writeFileSync(big, Buffer.alloc(256 * 1024 + 1));
    expect(logoFileProblem(big)).toMatch(/empty or larger than 256 KB/);
    expect(logoFileProblem(dir + '.svg')).toMatch(/cannot be read/);
  });
});

describe('the brand in JSON-LD', () => {
  it('names the operator’s company as the Organization, with its CNPJ, address and contacts', () => {
    const brand = shopBrand({ ...OTHER, SHOP_LOGO_FILE: '/srv/brand/logo.svg' });
    const organization = organizationJsonLd(brand, 'ru');
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'http://localhost:3000/#organization',
      name: 'Loja Aurora',
      legalName: 'Aurora Presentes Digitais S.A.',
      taxID: '11.222.333/0001-81',
      url: 'http://localhost:3000/ru',
      logo: 'http://localhost:3000/api/brand/logo',
      email: 'ajuda@aurora.example',
      telephone: '+55 41 3000-5678',
      address: { '@type': 'PostalAddress', streetAddress: OTHER.SHOP_ADDRESS, addressCountry: 'BR' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: 'ajuda@aurora.example', telephone: '+55 41 3000-5678' },
    });
    expect(organizationJsonLd(shopBrand({}), 'en')).not.toHaveProperty('logo');
  });

  it('names the site in the page’s language, published by that Organization, safe inside a script', () => {
    const site = webSiteJsonLd(shopBrand({ SHOP_NAME: 'Loja </script> Aurora' }), 'pt-BR');
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Loja </script> Aurora', url: 'http://localhost:3000/', inLanguage: 'pt-BR', publisher: { '@id': 'http://localhost:3000/#organization' } });
    expect(serializeJsonLd(site)).not.toContain('</script>');
  });
});

describe('GET /api/brand/logo', () => {
  it('serves the operator’s logo with its type and a policy that runs nothing in it; 404 without one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-logo-'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    writeFileSync(path.join(dir, 'logo.svg'), svg);
    const response = await brandLogoResponse({ SHOP_LOGO_FILE: path.join(dir, 'logo.svg') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(svg);

    expect((await brandLogoResponse({})).status).toBe(404);
    expect((await brandLogoResponse({ SHOP_LOGO_FILE: path.join(dir, 'gone.png') })).status).toBe(404);
    expect((await brandLogoResponse({ SHOP_LOGO_FILE: '/etc/hostname' })).status).toBe(404);
  });
});

describe('cache keys are scoped by the brand (cache-handler.mjs)', () => {
  it('leaves keys as Next makes them without a brand, and scopes them by a digest of every SHOP_* value', () => {
    expect(brandScope({})).toBe('');
    expect(brandScope({ SHOP_NAME: '  ', PATH: '/usr/bin' })).toBe('');
    const aurora = brandScope(OTHER);
    expect(aurora).toMatch(/^\/_brand-[0-9a-f]{12}$/);
    // Order and whitespace do not matter; any changed value is another scope.
    expect(brandScope(Object.fromEntries(Object.entries(OTHER).reverse().map(([name, value]) => [name, ` ${value} `])))).toBe(aurora);
    expect(brandScope({ ...OTHER, SHOP_SUPPORT_PHONE: '+55 41 3000-5679' })).not.toBe(aurora);
    expect(brandScope({ ...OTHER, SHOP_LOGO_FILE: '/srv/logo.svg' })).not.toBe(aurora);
  });
});
