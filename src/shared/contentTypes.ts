// The content files as their JSON Schemas (content/schemas/) describe them.
// Written by `npm run types:content` (scripts/content-types.ts): do not edit by hand.

/**
 * Who counts: "plausible" (Plausible), "umami" (Umami), "goatcounter" (GoatCounter) or "cloudflare" (Cloudflare Web Analytics). The first three are also yours to host yourself (give its address).
 */
export type AnalyticsProvider = 'plausible' | 'umami' | 'goatcounter' | 'cloudflare';

/**
 * content/site.json: who you are, how to reach you and where the site lives. Used on every page.
 */
export interface SiteFile {
  /**
   * Tells your editor which schema checks this file. Leave it as it is.
   */
  $schema?: string;
  /**
   * The language the content is written in, as a BCP 47 tag such as "en" or "pt-BR". Pages in this language have no prefix; each folder in content/translations/ adds one more language. English when left out.
   */
  language?: string;
  /**
   * Shown in the navigation bar (with your initials), the resume header, the footer and the browser tab title, in every language; {name} in another text stands for it. A translation gives it only to write it in other letters (Arabic, Chinese…).
   */
  name: string;
  /**
   * The large heading at the top of the home page; {name} is your name.
   */
  greeting: string;
  /**
   * The subtitle under the greeting on the home page; also in the home page's browser tab title.
   */
  role: string;
  /**
   * The paragraph under the role on the home page.
   */
  intro: string;
  /**
   * Shown under your name in the resume header.
   */
  title: string;
  /**
   * City and region: 'Based in …' above the greeting on the home page, and in the resume header.
   */
  location: string;
  /**
   * Your phone number, as visitors should read it; shown in the resume header, where it can be tapped to call. Digits, spaces, +, -, dots and parentheses; at least 7 digits.
   */
  phone: string;
  /**
   * Your e-mail address: in the resume header and the footer's 'Say hello' link.
   */
  email: string;
  /**
   * Your website, linked from the resume header (shown without https://).
   */
  website: string;
  /**
   * The full address this site is published at, starting with https://. Used for canonical links and link previews; not shown on the page.
   */
  siteUrl: string;
  /**
   * One or two sentences for search results and link previews of the home page (not shown on the page). About 150 characters reads best; {name} is your name.
   */
  description: string;
  /**
   * Where the 'Hire Me' button in the navigation bar leads (opens in a new tab). Put your own ?ref= parameter in it, or the site adds ref=portfolio.
   */
  hireUrl: string;
  portrait?: Portrait;
  company?: Company;
  /**
   * Your YouTube channel: the 'Visit My YouTube Channel' button on the videos page.
   */
  channelUrl: string;
  /**
   * The name the CV gets when a visitor presses 'Download CV' on the resume page. A file name ending in .pdf, without folders; {name} is your name with hyphens for its spaces.
   */
  cvFilename: string;
  /**
   * Optional. The name the contact card gets when a visitor presses 'Save contact' on the resume page: a file name ending in .vcf, without folders. By default, your name, e.g. "Alex-Morgan.vcf".
   */
  contactFilename?: string;
  /**
   * Optional. The paper of the CV that is generated from your resume for 'Download CV': "A4" (the default) or "LETTER" (US Letter).
   */
  cvPaperSize?: string;
  contact?: ContactPage;
  analytics?: SiteAnalytics;
  /**
   * Optional. true adds Writing to the top bar, after Videos, when there are posts in content/posts/. Without it the top bar is Home, Resume and Videos, and the footer links the posts.
   */
  writingInBar?: boolean;
  /**
   * The round icon links under the introduction on the home page, in this order. Each opens in a new tab with a 'Visit {name}' tooltip.
   *
   * @minItems 1
   */
  social: SocialLink[];
}
/**
 * Optional. A photo of you, shown round beside your name on the home page and given to search engines as your image. Without one, neither shows an image of you.
 */
export interface Portrait {
  /**
   * The photo, as a path inside content/: a square PNG, JPEG, WebP or AVIF file, at least 400 px wide.
   */
  src: string;
  /**
   * What the photo shows, for visitors who cannot see it.
   */
  alt: string;
}
/**
 * Your company, if you have one (optional).
 */
export interface Company {
  name: string;
  url: string;
}
/**
 * Optional. A page at /contact (and /<language>/contact) where visitors write to you, linked after the projects on the home page, from the resume's contact details and from the footer. Without it, the site has no contact page and no form.
 */
export interface ContactPage {
  /**
   * The contact page's heading, also the heading of its invitation at the end of the home page.
   */
  heading: string;
  /**
   * A sentence or two under the heading: what to write about, and how soon you answer.
   */
  lede: string;
  /**
   * "netlify": the form posts to Netlify Forms, which e-mails each message to you (docs/deploying.md). An https:// address: the form posts to that service or function instead, on any host. "mail": no form; the page offers a link that opens the visitor's own mail program, addressed to your e-mail.
   */
  via: string;
  /**
   * Shown under the form: who receives a message and who keeps it, in plain words, so the visitor knows before sending.
   */
  note: string;
  /**
   * Shown once a message is sent.
   */
  sentHeading: string;
  /**
   * Under the confirmation heading: what happens next.
   */
  sentText: string;
  fields: ContactFields;
}
/**
 * The form's fields, shown in this order: name, e-mail, company, subject, message. Name, e-mail and message are always asked for; company and subject only when you give them, and a visitor may leave them empty.
 */
export interface ContactFields {
  name: ContactField;
  email: ContactField;
  company?: ContactField;
  subject?: ContactField;
  message: ContactField;
}
export interface ContactField {
  /**
   * The field's label, read by screen readers too.
   */
  label: string;
  /**
   * The most characters a visitor may write here; the form counts down to it.
   */
  maxLength: number;
}
/**
 * Optional. Counts the visits with a privacy-first service that sets no cookie and needs no consent banner: the pages seen, and the CV downloaded, the contact card saved, Hire Me followed, a video played, a case study opened, a message sent (docs/deploying.md, Visit counts). Nothing is sent when the visitor's browser asks not to be tracked (but by Cloudflare's own automatic setup, when "site" is left out). Without it, the site sends nothing anywhere.
 */
export interface SiteAnalytics {
  provider: AnalyticsProvider;
  /**
   * Plausible: the domain you added there (the site address's host when left out). Umami: the website ID, a UUID. GoatCounter: your code, the "code" of code.goatcounter.com (not needed with an address of your own). Cloudflare: the token of the site's JavaScript snippet; leave it out only if Cloudflare adds its script itself (automatic setup).
   */
  site?: string;
  /**
   * Only if you host Plausible, Umami or GoatCounter yourself: the https:// address it answers at. Left out: the service's own (plausible.io, cloud.umami.is, <code>.goatcounter.com).
   */
  address?: string;
}
export interface SocialLink {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The site's name, read in the tooltip 'Visit {name}' and by screen readers.
   */
  name: string;
  url: string;
  /**
   * A bundled icon's name (any simple-icons slug, such as "react" or "github", or "linkedin", "blog"), a path to your own image in static/ starting with "/", or an https:// URL.
   */
  icon: string;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
/**
 * content/tech.json: the cards of the 'Tech Stack' grid on the home page, in this order.
 */
export interface TechFile {
  /**
   * Tells your editor which schema checks this file. Leave it as it is.
   */
  $schema?: string;
  /**
   * One card per technology, shown in this order.
   *
   * @minItems 1
   */
  tech: TechItem[];
}
export interface TechItem {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The card's heading.
   */
  name: string;
  /**
   * A bundled icon's name (any simple-icons slug, such as "react" or "github", or "linkedin", "blog"), a path to your own image in static/ starting with "/", or an https:// URL.
   */
  icon: string;
  /**
   * The colour of the icon and of its tinted tile, as #RRGGBB.
   */
  color: string;
  /**
   * The line under the name on the card.
   */
  description: string;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
/**
 * completed: green 'Deployed' badge. active: blue 'In Development' badge. upcoming: grey 'Future Project' badge, faded card that shows 'Coming Soon' when clicked.
 */
export type ProjectStatus = 'completed' | 'active' | 'upcoming';

/**
 * content/projects.json: the cards of the 'Projects' section on the home page, in this order.
 */
export interface ProjectsFile {
  /**
   * Tells your editor which schema checks this file. Leave it as it is.
   */
  $schema?: string;
  /**
   * Every project, in the order shown. All completed and active projects are shown; of the upcoming ones, only the first.
   *
   * @minItems 1
   */
  projects: Project[];
}
export interface Project {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The card's heading.
   */
  title: string;
  /**
   * A sentence or two under the title.
   */
  description: string;
  /**
   * Where the card leads (opens in a new tab). An upcoming project's card is not a link, but keep its future address here.
   */
  link: string;
  status: ProjectStatus;
  image?: Screenshot;
  caseStudy?: CaseStudy;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface Screenshot {
  /**
   * The image, as a path inside content/: a PNG, JPEG, WebP or AVIF file, at least 1600 px wide for a landscape screenshot.
   */
  src: string;
  /**
   * What the image shows, for visitors who cannot see it (screen readers, search engines).
   */
  alt: string;
}
/**
 * Optional. A page of its own for the project, at /projects/<the project's id>, linked from its card as 'Case study'. Not for an upcoming project.
 */
export interface CaseStudy {
  /**
   * The case study's text, in Markdown (headings, lists, links): a file in content/case-studies/, named in lower case with hyphens, such as "case-studies/invoice-kit.md".
   */
  text: string;
  role: string;
  years: string;
  /**
   * What it was built with, as the ids of items in content/tech.json: each is shown as that item's badge.
   *
   * @minItems 1
   */
  stack: string[];
  /**
   * What the project achieved, in a sentence or two: shown beside the role and the years.
   */
  outcome: string;
  /**
   * Optional. Further screenshots, shown under the text in this order.
   */
  gallery?: Screenshot[];
}
/**
 * Optional. "marked" (the default) shows a certification whose expiry date has passed with the word "Expired"; "hidden" leaves it out of the resume, the CV and the structured data. JSON Resume, which cannot say that a certificate expired, lists only the valid ones.
 */
export type ExpiredCertifications = 'marked' | 'hidden';
/**
 * Optional. The standard JSON Resume section the entries also go to in /resume.json: "volunteer" (where: the organisation, title: your role), "languages" (title: the language, summary: how well), "interests" (title: the interest, points: its keywords). Languages also tell search engines which languages you speak. Left out, the section is in the resume and the CV only.
 */
export type JsonResumeSection = 'volunteer' | 'languages' | 'interests';

/**
 * content/resume.json: the sections of the resume page (name, title and contact lines come from site.json), and the recommendations shown on the home page.
 */
export interface ResumeFile {
  /**
   * Tells your editor which schema checks this file. Leave it as it is.
   */
  $schema?: string;
  /**
   * The bullet points of the 'Professional Summary' section, one sentence or two each.
   *
   * @minItems 1
   */
  summary: string[];
  /**
   * The entries of the 'Products & Projects' section, in this order.
   *
   * @minItems 1
   */
  products: ResumeProduct[];
  /**
   * Groups of skill badges in the 'Technical Skills' section. Name the groups as you like.
   *
   * @minItems 1
   */
  skills: SkillGroup[];
  /**
   * The entries of the 'Education' section.
   *
   * @minItems 1
   */
  education: Education[];
  /**
   * Optional. The 'Certifications' section of the resume, after Education, in this order.
   */
  certifications?: Certification[];
  expiredCertifications?: ExpiredCertifications;
  /**
   * Optional. The 'Awards' section of the resume, after Certifications, in this order.
   */
  awards?: Award[];
  /**
   * Optional. The 'Publications' section of the resume, after Awards, in this order; the entries of the bibliography file, if you give one, come after these.
   */
  publications?: Publication[];
  /**
   * Optional. A BibTeX file inside content/, as your reference manager exports it, such as "publications.bib": each of its entries is one more publication, after those listed above, its id made from its citation key.
   */
  bibliography?: string;
  /**
   * Optional. What people you worked with say of you, shown on the home page after Projects (all but those kept off it), in this order.
   */
  recommendations?: Recommendation[];
  /**
   * Optional. Sections you add to the resume (talks, volunteering, languages you speak, interests…), after the others, in this order. Each has its heading and its entries. Naming a JSON Resume section in "jsonResume" puts its entries there too.
   */
  sections?: OwnSection[];
}
export interface ResumeProduct {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The product's or project's name, shown as the entry's heading and linked to its address.
   */
  name: string;
  role: string;
  /**
   * Free text, e.g. "2021 – Present".
   */
  years: string;
  link: string;
  /**
   * Bullet points under the entry.
   *
   * @minItems 1
   */
  bullets: string[];
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface SkillGroup {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  group: string;
  /**
   * One badge per skill, in this order.
   *
   * @minItems 1
   */
  items: string[];
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface Education {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The degree's name without its subject, such as "Bachelor of Science": the subject goes in 'Field of study'.
   */
  degree: string;
  /**
   * Optional. The subject of the degree, such as "Computer Science": shown after the degree ("Bachelor of Science in Computer Science").
   */
  field?: string;
  school: string;
  location: string;
  years: string;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface Certification {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The certification's name, as its issuer writes it.
   */
  name: string;
  /**
   * Who grants it.
   */
  issuer: string;
  /**
   * The day, month or year it was granted: "2024-03-15", "2024-03" or "2024".
   */
  issued: string;
  /**
   * Optional. When it stops being valid, in the same form; after that day the resume marks it "Expired" (or leaves it out: see expiredCertifications).
   */
  expires?: string;
  /**
   * Optional. The number the issuer gave it, shown so a reader can look it up.
   */
  credentialId?: string;
  /**
   * Optional. The issuer's page that confirms it, linked as "Verify" (opens in a new tab).
   */
  verify?: string;
  badge?: Picture;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface Picture {
  /**
   * The image, as a path inside content/: a square PNG, JPEG, WebP or AVIF file, at least 128 px wide.
   */
  src: string;
  /**
   * What the image shows, for visitors who cannot see it.
   */
  alt: string;
}
export interface Award {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  title: string;
  awarder: string;
  /**
   * When it was awarded: "2024-06-20", "2024-06" or "2024".
   */
  date: string;
  /**
   * Optional. A sentence on what it was for.
   */
  summary?: string;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface Publication {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The title as published; shown as written in every language.
   */
  title: string;
  /**
   * The journal, conference, book's publisher or site it appeared in.
   */
  publisher: string;
  /**
   * When it was published: "2024-06-20", "2024-06" or "2024".
   */
  date: string;
  /**
   * Every author, in the published order, you among them, as each name is printed.
   *
   * @minItems 1
   */
  authors: string[];
  /**
   * Optional. Where to read it (opens in a new tab).
   */
  link?: string;
  /**
   * Optional. A sentence on what it is about.
   */
  summary?: string;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface Recommendation {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * Their words, as they wrote them. A translation gives them in another language; without one, the original shows on every language's page.
   */
  quote: string;
  /**
   * Who said it.
   */
  name: string;
  /**
   * Their role when they said it.
   */
  role: string;
  /**
   * Optional. Where they work.
   */
  company?: string;
  relationship: string;
  /**
   * When they wrote it: "2024-06-20", "2024-06" or "2024".
   */
  date: string;
  /**
   * Optional. Where the recommendation can be read in full, such as its page on a professional network.
   */
  link?: string;
  photo?: Picture;
  /**
   * Optional. true keeps it off the home page; JSON Resume still lists it as a reference. Left out, it is shown.
   */
  hideOnHome?: boolean;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface OwnSection {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The section's heading on the resume, in the CV and, when it shows there, on home.
   */
  heading: string;
  jsonResume?: JsonResumeSection;
  /**
   * Optional. false keeps the section out of the CV, whose pages are few; it stays on the resume page and in JSON Resume.
   */
  cv?: boolean;
  /**
   * Optional. true also shows the section on the home page, after the projects and the recommendations; it stays on the resume page.
   */
  home?: boolean;
  /**
   * The section's entries, in this order.
   *
   * @minItems 1
   */
  entries: SectionEntry[];
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
export interface SectionEntry {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The entry's heading: a talk's title, a role, a language, an interest.
   */
  title: string;
  /**
   * Optional. The event, organisation or people it was at or with.
   */
  where?: string;
  /**
   * Optional. When it was, or when it began: "2024-06-20", "2024-06" or "2024".
   */
  date?: string;
  /**
   * Optional. When it ended, for a range that began on the date; in the same form, not before it.
   */
  until?: string;
  /**
   * Optional. The city or country, or "Online".
   */
  place?: string;
  /**
   * Optional. A page about it (a recording, slides, the organisation): the title links to it.
   */
  link?: string;
  /**
   * Optional. A sentence on it; for a language, how well you speak it.
   */
  summary?: string;
  /**
   * Optional. Bullet points under the entry; for an interest, its keywords.
   *
   * @minItems 1
   */
  bullets?: string[];
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
/**
 * content/videos.json: the videos on the videos page, in this order.
 */
export interface VideosFile {
  /**
   * Tells your editor which schema checks this file. Leave it as it is.
   */
  $schema?: string;
  /**
   * One card per video, in this order. A video plays only when the visitor presses play.
   *
   * @minItems 1
   */
  videos: Video[];
}
export interface Video {
  /**
   * A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  id: string;
  /**
   * The card's heading, also read out on the play button.
   */
  title: string;
  /**
   * A sentence or two under the title.
   */
  description: string;
  /**
   * The 11 characters after 'watch?v=' in the video's address (https://www.youtube.com/watch?v=qR7tWm2LxZ4 has the id qR7tWm2LxZ4).
   */
  embedId: string;
  /**
   * Optional. The day the video was published, as YYYY-MM-DD: given to search engines with the video.
   */
  uploaded?: string;
  /**
   * Your own still for the video: a path to an image in static/ starting with "/", or an https:// URL. Without it, the video's thumbnail is used when the build can fetch it, else a designed placeholder.
   */
  poster?: string;
  /**
   * Optional. The ids this entry had before, oldest first: what still names it by one of them (a translation, a link to its case study's old address, which redirects to the new one) keeps working. The editor adds one when you change an id.
   *
   * Items: A short name of your own for this entry, in lower case letters and digits joined by hyphens; not shown. Set once and kept when you rename the entry: translations, a case study's address and the entries that refer to this one use it.
   */
  formerIds?: string[];
}
