import { describe, expect, it } from 'vitest';
import { readSectionView } from './section-view';

describe('readSectionView (the segments after a section path, issue 15)', () => {
  it.each([
    [[], { kind: 'list', page: 1 }],
    [['page', '2'], { kind: 'list', page: 2 }],
    [['category', 'markets'], { kind: 'list', page: 1, category: 'markets' }],
    [['category', 'markets', 'page', '3'], { kind: 'list', page: 3, category: 'markets' }],
    [['what-is-bitcoin'], { kind: 'article', slug: 'what-is-bitcoin' }],
  ])('%j → %j', (rest, view) => expect(readSectionView(rest)).toEqual(view));

  it.each([
    [['page', '1']],
    [['page', '0']],
    [['page', 'x']],
    [['Bad_Slug']],
    [['a', 'b']],
    [['category', 'x', 'page']],
    [['a', 'b', 'c', 'd', 'e']],
  ])('%j is not a page (404)', (rest) => expect(readSectionView(rest)).toBeNull());

  it('reads named sub-pages before slugs', () => {
    expect(readSectionView(['glossary'], ['glossary'])).toEqual({ kind: 'extra', name: 'glossary' });
    expect(readSectionView(['glossary'])).toEqual({ kind: 'article', slug: 'glossary' });
  });
});
