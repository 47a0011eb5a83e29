/** @jest-environment node */
// A post's reading time counts the words a reader reads: its prose in the language's own words,
// never its code, maths, markup or addresses, and never less than a minute.
import fs from 'fs';
import path from 'path';
import { WORDS_PER_MINUTE } from '../../src/shared/constants';
import { countWords, proseOfMarkdown, readingMinutes } from '../../src/shared/readingTime';
import { HAND_COUNTED, HAND_COUNT_TOLERANCE, handDivided } from '../support/handCounts';
import { TEST_CONTENT_DIR } from '../support/paths';

/** Within 15 % of a count made by hand: dictionaries part some compounds differently. */
const near = (count: number, byHand: number) =>
  expect(Math.abs(count - byHand) / byHand).toBeLessThanOrEqual(HAND_COUNT_TOLERANCE);

describe('countWords', () => {
  it('counts English words whole: contractions and decimals are one word, punctuation none', () => {
    // It's | 3.5 | times | faster | and | we | can't | wait (8)
    // The | quick | brown | fox | jumps | over | the | lazy | dog (9)
    const text =
      "It's 3.5 times faster, and we can't wait. The quick brown fox jumps over the lazy dog!";
    expect(countWords(text, 'en')).toBe(17);
  });

  it('counts Arabic words exactly, a word with its attached conjunction as one', () => {
    // وكتب | الطالب | رسالة | طويلة | إلى | صديقه (6)
    // ذهب | الطالب | إلى | المدرسة | في | الصباح | الباكر (7)
    const text = 'وكتب الطالب رسالة طويلة إلى صديقه. ذهب الطالب إلى المدرسة في الصباح الباكر.';
    expect(countWords(text, 'ar')).toBe(13);
  });

  it('counts Korean by its spaced words, not by syllable', () => {
    // 저는 | 매일 | 아침 | 커피를 | 마십니다 (5)
    expect(countWords('저는 매일 아침 커피를 마십니다.', 'ko')).toBe(5);
  });

  it('counts Thai words, which are written without spaces between them', () => {
    // แม่ | ของ | ฉัน | ทำ | อาหาร | อร่อย | มาก (7)
    // นักเรียน | กำลัง | อ่าน | หนังสือ | ใน | ห้องสมุด (6)
    // ประเทศไทย | มี | ชายหาด | ที่ | สวยงาม | หลาย | แห่ง (7)
    // เขา | ไป | โรงเรียน | ทุก | วัน (5)
    const text =
      'แม่ของฉันทำอาหารอร่อยมาก นักเรียนกำลังอ่านหนังสือในห้องสมุด ประเทศไทยมีชายหาดที่สวยงามหลายแห่ง เขาไปโรงเรียนทุกวัน';
    near(countWords(text, 'th'), 25);
  });

  it('counts Chinese words, not characters and not sentences', () => {
    // 我 | 今天 | 早上 | 在 | 公园 | 里 | 看到 | 了 | 一只 | 可爱 | 的 | 小猫 (12)
    // 这 | 本 | 书 | 的 | 作者 | 是 | 一位 | 年轻 | 的 | 科学家 (10)
    // 我们 | 应该 | 保护 | 环境 (4)
    const text =
      '我今天早上在公园里看到了一只可爱的小猫。这本书的作者是一位年轻的科学家。我们应该保护环境。';
    near(countWords(text, 'zh'), 26);
  });

  it('counts Japanese words, particles among them', () => {
    // 私 | は | 毎朝 | コーヒー | を | 飲み | ます (7)
    // 東京 | は | 日本 | の | 首都 | で | とても | 大きな | 都市 | です (10)
    near(
      countWords('私は毎朝コーヒーを飲みます。東京は日本の首都で、とても大きな都市です。', 'ja'),
      17,
    );
  });

  it('counts no word in punctuation, spaces and symbols', () => {
    expect(countWords(' — … !? « » · ', 'en')).toBe(0);
    expect(countWords('', 'th')).toBe(0);
  });
});

describe('proseOfMarkdown', () => {
  it('keeps the text of headings, paragraphs, lists and quotes, inline marks joined', () => {
    const markdown = '# A *title*\n\nSome **bold**er text.\n\n- one\n- two\n\n> quoted words\n';
    expect(proseOfMarkdown(markdown)).toBe(
      'A title\n\nSome bolder text.\n\none\n\ntwo\n\nquoted words',
    );
  });

  it('leaves out fenced, indented and inline code', () => {
    const markdown = [
      'Before the code.',
      '',
      '```ts',
      'const hidden = 1;',
      '```',
      '',
      '~~~',
      'tilde fenced',
      '~~~',
      '',
      '    indented code line',
      '',
      'Run `npm install` first.',
    ].join('\n');
    expect(proseOfMarkdown(markdown)).toBe('Before the code.\n\nRun first.');
  });

  it('leaves out display and inline maths, and keeps prices and escaped dollars', () => {
    const markdown = [
      'The sum $\\sum_i a*b*c$ is known.',
      '',
      '$$',
      '\\int_0^1 x^2 \\, dx = \\frac{1}{3}',
      '$$',
      '',
      'It costs $5 and $10; \\$x\\$ is written as it is. Also $$E = mc^2$$ inline.',
    ].join('\n');
    expect(proseOfMarkdown(markdown)).toBe(
      'The sum is known.\n\nIt costs $5 and $10; $x$ is written as it is. Also inline.',
    );
  });

  it('takes a dollar in code for code, not the start of maths', () => {
    expect(proseOfMarkdown('Set `$a` and `b$` first, then $x$ follows.')).toBe(
      'Set and first, then follows.',
    );
    expect(proseOfMarkdown('```sh\necho $HOME\n```\n\nAfter $y$ too.')).toBe('After too.');
  });

  it('keeps the text of HTML and drops its tags, comments, scripts and code', () => {
    const markdown = [
      '<div class="note">A <b>bold</b>er note<!-- not read --> &amp; more</div>',
      '',
      'Inline <em>stressed</em> words, <code>no code</code> here.',
      '',
      '<script>var hidden = true;</script>',
    ].join('\n');
    expect(proseOfMarkdown(markdown)).toBe('A bolder note & more\n\nInline stressed words, here.');
  });

  it("keeps a link's text and drops every address and an image's text", () => {
    const markdown = [
      'A [link text](https://example.com/a/b "its title") and ![alt words](/img.png).',
      'Autolinks <https://auto.example/x> <me@mail.example>, a bare https://bare.example/y and [ref][r].',
      '',
      '[r]: https://defined.example/',
    ].join('\n');
    expect(proseOfMarkdown(markdown)).toBe('A link text and . Autolinks , a bare and ref.');
  });

  it("drops footnotes' markers and keeps their text, every paragraph of it", () => {
    const markdown = [
      'A claim[^source] stands.',
      '',
      '[^source]: The note itself.',
      '',
      '    Its second paragraph.',
      '',
      '[^a]: Short.',
    ].join('\n');
    expect(proseOfMarkdown(markdown)).toBe(
      'A claim stands.\n\nThe note itself.\n\nIts second paragraph.\n\nShort.',
    );
  });

  it('counts neither code nor maths among the words', () => {
    const markdown = [
      'Three words here.',
      '',
      '```',
      'one two three four five six seven eight nine ten',
      '```',
      '',
      '$$ a + b + c + d $$',
      '',
      'And $x + y$ two.',
    ].join('\n');
    expect(countWords(proseOfMarkdown(markdown), 'en')).toBe(5);
  });
});

describe('readingMinutes', () => {
  it('reads at WORDS_PER_MINUTE, 230 words a minute', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(460)).toBe(2);
  });

  it('rounds a started minute up', () => {
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(461)).toBe(3);
  });

  it('gives at least one minute, even to an empty post', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(countWords(proseOfMarkdown('```\ncode only\n```'), 'en'))).toBe(1);
  });

  it("times a post by its prose, its code block's length aside", () => {
    const prose = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const code = Array.from({ length: 1000 }, (_, i) => `line${i}`).join('\n');
    const words = countWords(proseOfMarkdown(`${prose}\n\n\`\`\`\n${code}\n\`\`\`\n`), 'en');
    expect(words).toBe(300);
    expect(readingMinutes(words)).toBe(2);
  });
});

describe("the test content's posts counted by hand", () => {
  const proseOf = (lang: string, post: string) => {
    const file = path.join(TEST_CONTENT_DIR, 'translations', lang, 'posts', `${post}.md`);
    return proseOfMarkdown(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
  };

  it.each(HAND_COUNTED)('$lang $post: the words divided by hand are its prose, whole', (count) => {
    const divided = handDivided(count);
    expect(divided).toHaveLength(count.words);
    // Nothing more and nothing less than the prose, spaces and punctuation aside: the count is
    // of the post as it is written now.
    const bare = (text: string) => text.replace(/[\s\p{P}]/gu, '');
    expect(divided.join('')).toBe(bare(proseOf(count.lang, count.post)));
  });

  it.each(HAND_COUNTED)('$lang $post: the site counts its words within 15 %', (count) => {
    near(countWords(proseOf(count.lang, count.post), count.lang), count.words);
  });
});
