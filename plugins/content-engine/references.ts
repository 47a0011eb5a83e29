// What no schema can say of the content: that the files it names are there and the images can
// be read, that a case study's stack names items of tech.json by their ids, that an id (or an id
// an entry had before) names one entry of its list, and that no upcoming project (a card that
// leads nowhere yet) has a case study. What a deletion leaves behind (a stack naming a deleted
// item, a case study no project names) is a notice: it is shown nowhere and harms nothing.
import fs from 'fs';
import path from 'path';
import { imageSize } from 'image-size';
import { KINDS } from '../../src/shared/kinds';
import { currentIds, LISTED_KINDS } from './entities';
import type { ContentError } from './errors';
import type { ContentFileName } from './files';
import { closeTo } from './errorWording';
import type { Content } from './types';

/** A problem with a value of a content file, by its JSON pointer. */
export interface ReferenceProblem {
  /** The content file the problem is in, by name: 'projects' is content/projects.json. */
  file: ContentFileName;
  path: string;
  message: string;
}

/** Why the image at `file` cannot be shown, or null when it can. */
function imageProblem(file: string, shown: string): string | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return `the file ${shown} is missing: put the image there, or correct the path`;
  }
  try {
    const { width, height } = imageSize(bytes);
    if (width > 0 && height > 0) return null;
  } catch {
    // Not an image format it knows, or a damaged file: said below.
  }
  return `${shown} is not an image the site can read: save it as PNG, JPEG, WebP or AVIF`;
}

type Named = { id: string; formerIds?: string[] };

/** Each id and former id of a list names one entry: a translation or a stack finds it by it. */
function idProblems(content: Content): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  for (const kind of LISTED_KINDS) {
    const entries = kind.items(content) as Named[];
    // Ids are different from one another (the schema's uniqueBy); each former id names one.
    const owner = new Map(entries.map(({ id }, index) => [id, index]));
    entries.forEach(({ id, formerIds = [] }, index) => {
      formerIds.forEach((former, item) => {
        const first = owner.get(former);
        const path = `/${kind.list}/${index}/formerIds/${item}`;
        if (former === id) {
          const message = `"${former}" is this entry's id now: leave it out of formerIds`;
          problems.push({ file: kind.file, path, message });
        } else if (first !== undefined && first !== index) {
          const message = `"${former}" is also an id of /${kind.list}/${first} (lists count from 0): an id, now or before, names one entry`;
          problems.push({ file: kind.file, path, message });
        }
        owner.set(former, first ?? index);
      });
    });
  }
  return problems;
}

/** The problems of the files and names that the content refers to, in `dir`, and the notices. */
export function referenceProblems(
  dir: string,
  content: Content,
): { errors: ReferenceProblem[]; notices: ReferenceProblem[] } {
  const problems: ReferenceProblem[] = idProblems(content);
  const notices: ReferenceProblem[] = [];
  const techIds = currentIds(content.tech.tech);
  const firstText = new Map<string, string>();
  const image = (at: string, src: string, file: ReferenceProblem['file'] = 'projects') => {
    const message = imageProblem(path.join(dir, src), `content/${src}`);
    if (message) problems.push({ file, path: `${at}/src`, message });
  };

  if (content.site.portrait) image('/portrait', content.site.portrait.src, 'site');
  for (const kind of KINDS) {
    const entries = (content.resume[kind.list] ?? []) as readonly object[];
    entries.forEach((entry, index) => {
      for (const field of kind.pictures) {
        const picture = (entry as Record<string, { src: string } | undefined>)[field];
        if (picture) image(`/${kind.list}/${index}/${field}`, picture.src, 'resume');
      }
    });
  }

  content.projects.projects.forEach((project, index) => {
    const at = `/projects/${index}`;
    if (project.image) image(`${at}/image`, project.image.src);
    const study = project.caseStudy;
    if (!study) return;
    if (project.status === 'upcoming') {
      const why = 'its card does not lead anywhere until it is completed or active';
      problems.push({
        file: 'projects',
        path: `${at}/caseStudy`,
        message: `an upcoming project has no case study: ${why}`,
      });
      return;
    }
    const first = firstText.get(study.text);
    if (first) {
      const message = `the same file as ${first}: each case study needs a text of its own`;
      problems.push({ file: 'projects', path: `${at}/caseStudy/text`, message });
    } else firstText.set(study.text, `${at}/caseStudy/text`);
    if (!fs.existsSync(path.join(dir, study.text))) {
      const message = `the file content/${study.text} is missing: write the case study there, or correct the path`;
      problems.push({ file: 'projects', path: `${at}/caseStudy/text`, message });
    }
    study.stack.forEach((id, item) => {
      if (techIds.has(id)) return;
      const at = { file: 'projects' as const, path: `/projects/${index}/caseStudy/stack/${item}` };
      const byName = content.tech.tech.find(({ name }) => name === id);
      if (byName) {
        const message = `"${id}" is the name of an item in content/tech.json, not its id: write "${byName.id}"`;
        problems.push({ ...at, message });
        return;
      }
      const guess = closeTo(id, [...techIds.keys()]);
      const meant = guess ? `; if it was not deleted, did you mean "${guess}"?` : '';
      const message = `"${id}" is not the id of an item in content/tech.json, so no badge shows for it: delete it here if the item was deleted${meant}`;
      notices.push({ ...at, message });
    });
    study.gallery?.forEach((shot, item) => image(`${at}/caseStudy/gallery/${item}`, shot.src));
  });
  return { errors: problems, notices };
}

/** The case studies in content/case-studies/ that no project names: a deleted project's. */
export function unusedCaseStudies(dir: string, content: Content): ContentError[] {
  const folder = path.join(dir, 'case-studies');
  const named = new Set(content.projects.projects.map((project) => project.caseStudy?.text));
  return (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
    .filter((file) => file.endsWith('.md') && !named.has(`case-studies/${file}`))
    .map((file) => ({
      file: `content/case-studies/${file}`,
      path: '',
      message: `no project in content/projects.json names this case study: delete it if its project was deleted, or give "case-studies/${file}" as a project's caseStudy text`,
    }));
}
