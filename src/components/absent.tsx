// What a page draws of a part (src/shared/parts.ts) that its content does not use: nothing. In
// the production bundles such a part's components are this module (plugins/site-content,
// absentParts.ts), so that a site without the part loads none of its script. One export for each
// component a part declares (a unit test checks).
export const Certifications = () => null;
export const Awards = () => null;
export const Publications = () => null;
export const Recommendations = () => null;
export const OwnSections = () => null;
export const HomeSections = () => null;
export const LatestPosts = () => null;
export const WritingLink = () => null;
export const BarWritingLink = () => null;
export const DrawnTextStyle = () => null;
export const NotFoundSearch = () => null;
