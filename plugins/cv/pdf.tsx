/** @jsxImportSource react */
// The downloadable CV: a PDF document drawn at build time from the same content as the resume
// page (content/site.json and content/resume.json), so the two never drift. Same sections, same
// order, same text; real, selectable text in an embedded font, with live links.
import { Document, Link, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { displayUrl, mailtoHref, telHref } from '../../src/shared/contact';
import { format } from '../../src/shared/i18n';
import { languageOf, type CvContent, type Published } from './format';
import { checkPageLimit, cvSections } from './pageLimit';
import { KindSections } from './pdfKinds';
import { OwnSections } from './pdfSections';
import { bulletBlocks, Bullet, SEPARATOR, Section, type Block } from './pdfParts';
import { registerFonts, styles } from './pdfStyle';

type Site = CvContent['site'];
type Resume = CvContent['resume'];
// The schema allows these two values only.
type PaperSize = 'A4' | 'LETTER';

function Header({ site }: { site: Site }) {
  return (
    <View style={styles.header}>
      <Text style={styles.name}>{site.name}</Text>
      <Text style={styles.jobTitle}>{site.title}</Text>
      <Text style={styles.contacts}>
        {site.location}
        <Text style={styles.separator}>{SEPARATOR}</Text>
        <Link src={telHref(site.phone)} style={styles.contactLink}>
          {site.phone}
        </Link>
        <Text style={styles.separator}>{SEPARATOR}</Text>
        <Link src={mailtoHref(site.email)} style={styles.contactLink}>
          {site.email}
        </Link>
        <Text style={styles.separator}>{SEPARATOR}</Text>
        <Link src={site.website} style={styles.contactLink}>
          {displayUrl(site.website)}
        </Link>
      </Text>
    </View>
  );
}

function ProductHead({ product }: { product: Resume['products'][number] }) {
  return (
    <View style={styles.entryHead}>
      <View style={styles.entryTitle}>
        <Link src={product.link} style={styles.entryName}>
          {product.name}
        </Link>
        <Link src={product.link} style={styles.entryLink}>
          {displayUrl(product.link)}
        </Link>
      </View>
      <Text style={styles.entryMeta}>
        <Text style={styles.role}>{product.role}</Text>
        {SEPARATOR}
        {product.years}
      </Text>
    </View>
  );
}

function productBlocks(products: Resume['products']): Block[] {
  return products.flatMap((product, index) => {
    const [firstBullet, ...moreBullets] = product.bullets;
    const key = `product-${index}`;
    return [
      <View key={key} style={index > 0 ? styles.entrySpaced : undefined} wrap={false}>
        <ProductHead product={product} />
        <Bullet text={firstBullet} spaced={false} />
      </View>,
      ...bulletBlocks(moreBullets, key, 1),
    ];
  });
}

function skillBlocks(groups: Resume['skills']): Block[] {
  return groups.map((group, index) => (
    <View
      key={`skills-${index}`}
      style={index > 0 ? [styles.skillRow, styles.skillSpaced] : styles.skillRow}
      wrap={false}
    >
      <Text style={styles.skillGroup}>{group.group}</Text>
      <Text style={styles.skillItems}>{group.items.join(', ')}</Text>
    </View>
  ));
}

function educationBlocks(education: Resume['education'], degreeIn: string): Block[] {
  return education.map((entry, index) => (
    <View
      key={`education-${index}`}
      style={index > 0 ? styles.entrySpaced : undefined}
      wrap={false}
    >
      <Text style={styles.entryName}>
        {entry.field
          ? format(degreeIn, { degree: entry.degree, field: entry.field })
          : entry.degree}
      </Text>
      <Text style={styles.educationMeta}>
        {entry.school}, {entry.location}
        {SEPARATOR}
        {entry.years}
      </Text>
    </View>
  ));
}

/** When the PDF says it was made: now, or SOURCE_DATE_EPOCH's time for a reproducible build. */
const creationDate = () => {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
};

/** The CV document: header, then the resume page's sections in its order. */
export function CvDocument({
  site,
  resume,
  published = { prefix: '' },
}: CvContent & { published?: Published }) {
  const { lang, messages } = languageOf(published);
  const words = messages.resume;
  const keywords = resume.skills.flatMap((group) => group.items).join(', ');
  return (
    <Document
      title={`${site.name} — CV`}
      author={site.name}
      subject={format(words.subject, { name: site.name, title: site.title })}
      keywords={keywords}
      creator={`${displayUrl(site.website)} (portfolio site build)`}
      language={lang}
      creationDate={creationDate()}
    >
      <Page size={(site.cvPaperSize ?? 'A4') as PaperSize} style={styles.page}>
        <Header site={site} />
        <Section title={words.summary} blocks={bulletBlocks(resume.summary, 'summary')} />
        <Section title={words.products} blocks={productBlocks(resume.products)} />
        <Section title={words.skills} blocks={skillBlocks(resume.skills)} />
        <Section
          title={words.education}
          blocks={educationBlocks(resume.education, words.degreeIn)}
        />
        <KindSections resume={resume} words={messages} lang={lang} />
        <OwnSections sections={cvSections(resume)} lang={lang} />
        {/* No recommendations: a CV conventionally quotes no references, and its pages are few. */}
        <Text style={[styles.footer, styles.footerLeft]} fixed>
          {`${site.name}${SEPARATOR}${site.email}`}
        </Text>
        <Text
          style={[styles.footer, styles.footerRight]}
          fixed
          render={({ pageNumber, totalPages }) =>
            format(words.page, { page: String(pageNumber), pages: String(totalPages) })
          }
        />
      </Page>
    </Document>
  );
}

/**
 * Renders the CV as PDF bytes from content that passed the content check, as on the build's day
 * (which certifications have expired). Throws, naming the lists to shorten, when it would take more
 * than CV_PAGES pages.
 */
export async function renderCv(content: CvContent, published?: Published): Promise<Buffer> {
  registerFonts();
  const pdf = await renderToBuffer(
    <CvDocument site={content.site} resume={content.resume} published={published} />,
  );
  checkPageLimit(pdf, content.resume, languageOf(published ?? { prefix: '' }).lang);
  return pdf;
}
