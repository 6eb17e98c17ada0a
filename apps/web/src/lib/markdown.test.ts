import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { renderMarkdown } = await import('./markdown');

describe('renderMarkdown (issue 15: stored Markdown to sanitised HTML on the server)', () => {
  it('renders GitHub-flavoured Markdown: headings with anchors, tables, emphasis', async () => {
    const html = await renderMarkdown('## Fees\n\n| A | B |\n| --- | --- |\n| **1** | 2 |', { site: 'main', locale: 'en' });
    expect(html).toContain('<h2 id="fees">Fees</h2>');
    // A table that scrolls sideways on a phone takes keyboard focus (issue 18, scrollable-region-focusable).
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<strong>1</strong>');
  });

  it('removes scripts, event handlers and javascript: links', async () => {
    const html = await renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) <a href="/x" onclick="steal()">x</a>',
      { site: 'main', locale: 'en' },
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it("fills the sub-site's facts and prefixes same-site links with the page locale", async () => {
    const html = await renderMarkdown('{{legal.entity}} — [fees](/fee) and [elsewhere](https://example.org)', {
      site: 'eu',
      locale: 'it-eu',
    });
    expect(html).toContain('Exchange Europe Ltd.');
    expect(html).toContain('href="/it-eu/fee"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(await renderMarkdown('[fees](/fee)', { site: 'main', locale: 'en' })).toContain('href="/fee"');
  });
});
