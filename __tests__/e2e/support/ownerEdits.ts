// The edits an owner makes first, made to a copy of their content for the sites the suite builds
// in one language (the one-language site and the counted ones): a new name in site.json alone,
// a completed project deleted from projects.json alone (its case study left behind), a tech item
// and a video added, a page of posts written (so that the writing list has two pages at least),
// and the translations' folder deleted. A test that takes the sample's state
// for a rule fails on them, in the project's own CI, before the owner meets it.
import fs from 'fs';
import path from 'path';
import { POSTS_PER_PAGE } from '../../../src/shared/constants';

/** The owner's new name: accented, hyphenated, of letters the sample's name does not have. */
export const EDITED_NAME = 'Ngozi Adéyẹmí-Lindqvist';

/** What is added, with ids no owner's content is likely to hold. */
const ADDED_TECH = {
  id: 'first-edit-svelte',
  name: 'Svelte',
  icon: 'svelte',
  color: '#FF3E00',
  description: 'Compiled components for the small interactive parts of a page.',
};
const ADDED_VIDEO = {
  id: 'first-edit-video',
  title: 'What I learnt moving a plugin to the block editor',
  description: 'A short walk through the changes, the tests and what the users noticed.',
  embedId: 'M7lc1UVf-VE',
};

/** A first post, the `n`th: dated in January 2025, before any post of the sample's. */
const addedPost = (n: number) => `---
title: "First notes, part ${n}: what a week of work taught me"
date: 2025-01-${String(n).padStart(2, '0')}
summary: A short note written in the first week, number ${n}.
tags: [First-week notes]
---

Written while settling in: what went well, what took longer than planned, and one thing to try
next week. Note ${n} of a page of them.
`;

/** Where the edited copy of the owner's content is, in the run's folder. */
export const editedContentDir = (runDir: string): string =>
  path.join(runDir, 'owner-edited-content');

type Json = Record<string, unknown>;

/** A content file of `dir`, changed by `change` and written back as an editor writes it. */
function edit(dir: string, file: string, change: (json: Json) => void): void {
  const at = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(at, 'utf8')) as Json;
  change(json);
  fs.writeFileSync(at, `${JSON.stringify(json, null, 2)}\n`);
}

/**
 * Copies the owner's content in `from` to `to` with the first edits made; returns what it
 * did, in words, for the run's log.
 */
export function makeEditedContent(from: string, to: string): string[] {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  const done: string[] = [];
  edit(to, 'site.json', (site) => {
    site.name = EDITED_NAME;
    done.push(`site.json's name is "${EDITED_NAME}"`);
  });
  edit(to, 'projects.json', (json) => {
    const projects = json.projects as Json[];
    // A list keeps one project at least; a completed project with a case study if there is one.
    const completed = projects.filter((project) => project.status === 'completed');
    const gone = completed.find((project) => project.caseStudy) ?? completed[0];
    if (projects.length < 2 || !gone) return;
    json.projects = projects.filter((project) => project !== gone);
    done.push(`project "${String(gone.id)}" deleted from projects.json alone`);
  });
  edit(to, 'tech.json', (json) => {
    (json.tech as Json[]).push(ADDED_TECH);
    done.push(`tech item "${ADDED_TECH.id}" added`);
  });
  edit(to, 'videos.json', (json) => {
    (json.videos as Json[]).push(ADDED_VIDEO);
    done.push(`video "${ADDED_VIDEO.id}" added`);
  });
  fs.mkdirSync(path.join(to, 'posts'), { recursive: true });
  // One more than a page holds, under a tag of their own (an owner's tag written another way
  // would be refused by the check).
  for (let n = 1; n <= POSTS_PER_PAGE + 1; n++) {
    fs.writeFileSync(path.join(to, 'posts', `first-edit-note-${n}.md`), addedPost(n));
  }
  done.push(`${POSTS_PER_PAGE + 1} posts written`);
  fs.rmSync(path.join(to, 'translations'), { recursive: true, force: true });
  done.push('content/translations/ deleted');
  return done;
}
