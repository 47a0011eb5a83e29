// The owner's content, as the build read it: tests compare what the page shows against it.
import projects from '../../../content/projects.json';
import resume from '../../../content/resume.json';
import site from '../../../content/site.json';
import tech from '../../../content/tech.json';
import videos from '../../../content/videos.json';

export { projects, resume, site, tech, videos };
