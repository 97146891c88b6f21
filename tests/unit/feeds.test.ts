import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cutText, feedVerdict, type FeedProblem, type FeedProduct } from '#shared/product/feed.ts';
import { googleMerchantFeed, xmlText } from '#lib/build/feeds/google-merchant.ts';
import { META_COLUMNS, metaCatalogFeed } from '#lib/build/feeds/meta-catalog.ts';

const product = (overrides: Partial<FeedProduct> = {}): FeedProduct => ({
  id: 7,
  name: 'Hanna HI-98107 pH Meter',
  description: 'Pocket pH meter, 0.0–14.0 pH.',
  price: 1_250_000,
  images: ['https://rawlab.example/uploads/a.jpg', 'https://rawlab.example/uploads/b.jpg'],
  brand: 'Hanna',
  model: 'HI-98107',
  gtin: '',
  availability: 'in_stock',
  category: 'pH Meter',
  link: 'https://rawlab.example/products/hanna-hi-98107/',
  ...overrides,
});
const channel = { title: 'RawLab', link: 'https://rawlab.example/products/', description: 'Catalogue' };

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'item' || name.endsWith('image_link'),
});
const items = (xml: string) =>
  (parser.parse(xml) as { rss: { channel: { item?: Record<string, unknown>[] } } }).rss.channel.item ?? [];

describe('what keeps a product out of a feed', () => {
  it('no picture, no price or no description: out of both; no brand: out of Meta only, a warning for Google', () => {
    const cases: Array<[Partial<FeedProduct>, FeedProblem]> = [
      [{ images: [] }, 'no_image'],
      [{ price: 0 }, 'zero_price'],
      [{ description: '  ' }, 'no_description'],
    ];
    for (const [change, problem] of cases) {
      for (const feed of ['google', 'meta'] as const) {
        expect(feedVerdict(product(change), feed)).toEqual({ feed, sent: false, problems: [problem] });
      }
    }
    expect(feedVerdict(product({ brand: '' }), 'meta')).toEqual({ feed: 'meta', sent: false, problems: ['no_brand'] });
    expect(feedVerdict(product({ brand: '' }), 'google')).toEqual({
      feed: 'google',
      sent: true,
      problems: ['no_brand'],
    });
  });

  it('no model and no GTIN, or texts past the channel limits: sent with a warning', () => {
    expect(feedVerdict(product({ model: '', gtin: '' }), 'google').problems).toEqual(['no_identifier']);
    expect(feedVerdict(product({ model: '', gtin: '' }), 'meta').problems).toEqual([]);
    expect(feedVerdict(product({ model: '', gtin: '4006381333931' }), 'google').problems).toEqual([]);
    const long = product({ name: 'x'.repeat(151), description: 'y'.repeat(5001) });
    expect(feedVerdict(long, 'google')).toEqual({
      feed: 'google',
      sent: true,
      problems: ['title_too_long', 'description_too_long'],
    });
    expect(feedVerdict(long, 'meta').problems).toEqual([]);
  });

  it('cuts a text at a word near the limit, counting characters, not UTF-16 units', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('pH meter with probe and case', 20)).toBe('pH meter with probe…');
    expect([...cutText('🧪'.repeat(30), 10)].length).toBe(10);
  });
});

describe('the Google Merchant feed', () => {
  it('is well-formed RSS 2.0 with the g: namespace and every required attribute of each item', () => {
    const xml = googleMerchantFeed(channel, [
      product(),
      product({ id: 8, gtin: '4006381333931', availability: 'backorder', availableOn: '2027-01-15' }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = parser.parse(xml) as { rss: Record<string, string> };
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const [first, second] = items(xml);
    expect(first).toMatchObject({
      'g:id': 7,
      title: 'Hanna HI-98107 pH Meter',
      link: 'https://rawlab.example/products/hanna-hi-98107/',
      'g:image_link': ['https://rawlab.example/uploads/a.jpg'],
      'g:additional_image_link': ['https://rawlab.example/uploads/b.jpg'],
      'g:availability': 'in_stock',
      'g:price': '1250000 IDR',
      'g:brand': 'Hanna',
      'g:mpn': 'HI-98107',
      'g:condition': 'new',
      'g:product_type': 'pH Meter',
    });
    expect(first).not.toHaveProperty('g:identifier_exists');
    expect(second).toMatchObject({
      'g:gtin': 4006381333931,
      'g:availability': 'backorder',
      'g:availability_date': '2027-01-15T00:00+07:00',
    });
  });

  it('leaves out what it cannot send and says identifier_exists no without model and GTIN', () => {
    const xml = googleMerchantFeed(channel, [product({ id: 1, images: [] }), product({ id: 2, model: '', gtin: '' })]);
    const sent = items(xml);
    expect(sent.map((item) => item['g:id'])).toEqual([2]);
    expect(sent[0]!['g:identifier_exists']).toBe('no');
    // A model without a brand still identifies it: the missing brand is a warning of its own.
    const [modelOnly] = items(googleMerchantFeed(channel, [product({ brand: '' })]));
    expect(modelOnly).not.toHaveProperty('g:identifier_exists');
    expect(feedVerdict(product({ brand: '' }), 'google').problems).toEqual(['no_brand']);
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    const name = `Beaker <500 ml> & "lid" 'set'\u0001\u000B`;
    const xml = googleMerchantFeed(channel, [product({ name, description: 'a]]>b </description><x>' })]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const [item] = items(xml);
    expect(item!.title).toBe(`Beaker <500 ml> & "lid" 'set'`);
    expect(item!.description).toBe('a]]>b </description><x>');
    expect(xmlText('\uD800x\uDC00')).toBe('x');
    expect(xmlText('🧪')).toBe('🧪');
  });
});

describe("Meta's catalogue CSV", () => {
  it("has Meta's columns and words, every product it can send, commas and quotes kept whole", () => {
    const csv = metaCatalogFeed([
      product({ description: 'Pocket, "waterproof"\nmeter' }),
      product({ id: 8, availability: 'backorder' }),
      product({ id: 9, availability: 'out_of_stock' }),
      product({ id: 10, brand: '' }),
    ]);
    const { data, errors } = Papa.parse<Record<string, string>>(csv.trimEnd(), { header: true });
    expect(errors).toEqual([]);
    expect(Object.keys(data[0]!)).toEqual([...META_COLUMNS]);
    expect(data.map((row) => [row.id, row.availability])).toEqual([
      ['7', 'in stock'],
      ['8', 'available for order'],
      ['9', 'out of stock'],
    ]);
    expect(data[0]).toMatchObject({
      title: 'Hanna HI-98107 pH Meter',
      description: 'Pocket, "waterproof"\nmeter',
      condition: 'new',
      price: '1250000 IDR',
      image_link: 'https://rawlab.example/uploads/a.jpg',
      brand: 'Hanna',
    });
  });
});
