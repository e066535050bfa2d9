// The Open Graph image's text: shaped by HarfBuzz (Devanagari as the script writes it, where Satori
// drew "गफि्ट") and drawn as an SVG image of outlines, broken into lines that fit.
import { nominalGlyph, shapeText, textImage, wrapText } from '@/lib/seo/og-text';

const svgOf = (src: string) => Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('shapeText', () => {
  it('shapes गिफ्ट and कार्ड: the i-matra before ग, a half form and a reph, never a virama', async () => {
    const glyphs = async (text: string) => (await shapeText(text, 'hi')).glyphs.map((glyph) => glyph.glyph);
    const [ga, pha, virama, tta, ka, aa, ra, dda] = await Promise.all(['ग', 'फ', '्', 'ट', 'क', 'ा', 'र', 'ड'].map(nominalGlyph));
    const gift = await glyphs('गिफ्ट');
    expect(gift).toHaveLength(4);
    expect(gift.indexOf(ga!)).toBe(1);
    expect(gift[3]).toBe(tta);
    expect(gift).not.toContain(virama);
    expect(gift).not.toContain(pha);
    const card = await glyphs('कार्ड');
    expect(card.slice(0, 3)).toEqual([ka, aa, dda]);
    expect(card).toHaveLength(4);
    expect(card).not.toContain(virama);
    expect(card).not.toContain(ra);
  });
});

describe('textImage', () => {
  it('is an SVG of outlines in the colour asked, no text and no font in it', async () => {
    const image = await textImage('Steam वॉलेट गिफ्ट कार्ड', { size: 52, color: '#ffffff', width: 520 });
    expect(image.src).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = svgOf(image.src);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
    expect(svg).toContain('<path fill="#ffffff" d="M');
    expect(svg).not.toMatch(/<text|font/);
    expect(image.width).toBeLessThanOrEqual(520);
    expect(image.height).toBe(Math.ceil(52 * 1.2));
    expect(image.text).toBe('Steam वॉलेट गिफ्ट कार्ड');
  });

  it('breaks a long name at spaces into lines that fit, the last one cut with an ellipsis', async () => {
    const name = 'PlayStation Store गिफ्ट कार्ड 50 BRL (ब्राज़ील) '.repeat(4).trim();
    const lines = await wrapText(name, 52, 520, 3, 'hi');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.shaped.width * 52).toBeLessThanOrEqual(520);
    expect(lines[2]!.text.endsWith('…')).toBe(true);
    expect(name.startsWith(lines.slice(0, 2).map((line) => line.text).join(' '))).toBe(true);
    const image = await textImage(name, { size: 52, color: '#fff', width: 520, maxLines: 3 });
    expect(image.height).toBe(Math.ceil(52 * 1.2 * 3));
  });

  it('keeps a short text on one line, whole', async () => {
    const lines = await wrapText('€10.49', 64, 520, 1);
    expect(lines.map((line) => line.text)).toEqual(['€10.49']);
  });
});

describe('wrapText on a name far longer than the image', () => {
  it('cuts it without shaping what cannot show', async () => {
    const lines = await wrapText('गिफ्टकार्ड'.repeat(20_000), 52, 520, 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text.endsWith('…')).toBe(true);
    expect(lines[0]!.shaped.width * 52).toBeLessThanOrEqual(520);
  });
});
