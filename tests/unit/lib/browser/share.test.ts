// Sharing a link (lib/browser/share.ts): the share sheet where the browser has one that takes the link, the
// clipboard otherwise or when the sheet fails, and "copy-failed" when the clipboard is refused too.
import { shareLink, shareMethod, type ShareEnvironment } from '@/lib/browser/share';

const target = { title: 'Steam 50 BRL', url: 'https://shop.example/ru/product/12' };

function clipboard(refuse = false) {
  const written: string[] = [];
  return {
    written,
    writeText: jest.fn(async (text: string) => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
      written.push(text);
    }),
  };
}

describe('shareMethod', () => {
  it('uses the share sheet when there is one that takes the link', () => {
    expect(shareMethod({ share: async () => {} }, target)).toBe('share');
    expect(shareMethod({ share: async () => {}, canShare: () => true }, target)).toBe('share');
  });

  it('copies when there is no share sheet, or it does not take the link', () => {
    expect(shareMethod({}, target)).toBe('copy');
    expect(shareMethod({ share: async () => {}, canShare: () => false }, target)).toBe('copy');
    expect(
      shareMethod(
        {
          share: async () => {},
          canShare: () => {
            throw new TypeError('bad');
          },
        },
        target,
      ),
    ).toBe('copy');
  });
});

describe('shareLink', () => {
  it('hands the canonical URL and the title to the share sheet, on navigator itself', async () => {
    const environment = {
      shared: [] as ShareData[],
      share(this: { shared: ShareData[] }, data: ShareData) {
        this.shared.push(data);
        return Promise.resolve();
      },
      clipboard: clipboard(),
    };
    await expect(shareLink(environment, target)).resolves.toBe('shared');
    expect(environment.shared).toEqual([{ title: target.title, url: target.url }]);
    expect(environment.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the shopper closes the sheet', async () => {
    const board = clipboard();
    const environment: ShareEnvironment = { share: async () => Promise.reject(new DOMException('Share canceled', 'AbortError')), clipboard: board };
    await expect(shareLink(environment, target)).resolves.toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the sheet fails otherwise', async () => {
    const board = clipboard();
    const environment: ShareEnvironment = { share: async () => Promise.reject(new DOMException('No', 'NotAllowedError')), clipboard: board };
    await expect(shareLink(environment, target)).resolves.toBe('copied');
    expect(board.written).toEqual([target.url]);
  });

  it('copies the link without a share sheet', async () => {
    const board = clipboard();
    await expect(shareLink({ clipboard: board }, target)).resolves.toBe('copied');
    expect(board.written).toEqual([target.url]);
  });

  it('says so when the clipboard is refused or missing', async () => {
    await expect(shareLink({ clipboard: clipboard(true) }, target)).resolves.toBe('copy-failed');
    await expect(shareLink({}, target)).resolves.toBe('copy-failed');
  });
});
