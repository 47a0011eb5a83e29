// Certifications: the resume's section after Education, each marked "Expired" once its expiry
// date has passed on the build's day (or left out, as the owner chooses), in the CV, JSON Resume
// (which lists only the valid ones) and the Person's credentials.
import type { Certification } from '../contentTypes';
import { buildDay, isBefore, isExpired } from '../dates';
import { format } from '../i18n';
import { declareKind } from './kind';

type Shown = Certification & { expired: boolean };

export const certifications = declareKind<'certifications', Shown>({
  list: 'certifications',
  type: 'Certification',
  part: 'credentials',
  component: 'resume/Certifications',
  onResume: true,
  dates: ['issued', 'expires'],
  pictures: ['badge'],
  // Whether its expiry date had passed on the day of the build.
  computed: { expired: 'Boolean!' },
  shown(entries, resume) {
    const today = buildDay();
    return entries
      .map((entry) => ({ ...entry, expired: isExpired(entry.expires, today) }))
      .filter((entry) => !entry.expired || resume.expiredCertifications !== 'hidden');
  },
  past: { field: 'issued', what: 'issued' },
  problems: (entry) =>
    entry.expires && isBefore(entry.expires, entry.issued)
      ? [
          {
            field: 'expires',
            message: `${entry.expires} is before the date it was issued (${entry.issued}): give the date it stops being valid`,
          },
        ]
      : [],
  cv: {
    title: (words) => words.credentials.certifications,
    entry: (entry, { credentials: words }, date) => ({
      name: entry.name,
      facts: [entry.issuer],
      line: {
        of: 'details',
        parts: [
          format(words.issued, { date: date(entry.issued) }),
          ...(entry.expires
            ? [
                entry.expired
                  ? {
                      text: format(words.expired, { date: date(entry.expires) }),
                      set: 'warn' as const,
                    }
                  : format(words.validUntil, { date: date(entry.expires) }),
              ]
            : []),
          ...(entry.credentialId ? [format(words.credentialId, { id: entry.credentialId })] : []),
          ...(entry.verify ? [{ text: words.verify, link: entry.verify }] : []),
        ],
      },
    }),
  },
  // JSON Resume cannot say that a certificate expired: one the pages mark expired is left out.
  jsonResume: {
    section: 'certificates',
    entry: (entry) =>
      entry.expired
        ? null
        : {
            name: entry.name,
            date: entry.issued,
            issuer: entry.issuer,
            ...(entry.verify ? { url: entry.verify } : {}),
          },
  },
  // schema.org's credential, recognised by its issuer.
  jsonLd: {
    property: 'hasCredential',
    value: (entry) => ({
      '@type': 'EducationalOccupationalCredential',
      name: entry.name,
      credentialCategory: 'certification',
      recognizedBy: { '@type': 'Organization', name: entry.issuer },
      dateCreated: entry.issued,
      ...(entry.expires ? { expires: entry.expires } : {}),
      ...(entry.verify ? { url: entry.verify } : {}),
      ...(entry.credentialId ? { identifier: entry.credentialId } : {}),
    }),
  },
});
