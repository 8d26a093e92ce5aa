// The modules scripts/vite-content.ts makes of web/content (docs/content.md).
declare module 'virtual:content/catalogue' {
  const catalogue: readonly import('../types').Profession[];
  export default catalogue;
}
declare module 'virtual:content/names' {
  const names: Readonly<Record<string, { readonly title?: string; readonly nameUk: string }>>;
  export default names;
}
declare module 'virtual:content/quiz-table' {
  const ids: Readonly<Record<import('../recommendations').RecommendationName, string>>;
  export default ids;
}
declare module 'virtual:content/profession-index' {
  const index: readonly string[];
  export default index;
}
declare module 'virtual:content/step-ids' {
  const stepIds: Readonly<Record<string, readonly string[]>>;
  export default stepIds;
}
declare module 'virtual:content/lines' {
  const lines: Readonly<Record<string, string>>;
  export default lines;
}
declare module 'virtual:content/profiles' {
  const profiles: Readonly<Record<string, import('../types').ProfessionProfile>>;
  export default profiles;
}
declare module 'virtual:content/interests' {
  const interests: Readonly<Record<string, import('../profession-interests').OnetInterests>>;
  export default interests;
}
declare module 'virtual:content/roadmaps' {
  const roadmaps: Readonly<Record<string, readonly import('../types').RoadmapPhase[]>>;
  export default roadmaps;
}
declare module 'virtual:content/details' {
  const loaders: Readonly<Record<string, () => Promise<{ default: import('../types').ProfessionDetail }>>>;
  export default loaders;
}
declare module 'virtual:content/detail/*' {
  const detail: import('../types').ProfessionDetail;
  export default detail;
}
declare module 'virtual:content/next-steps' {
  const next: Readonly<Record<string, import('../types').NextSteps>>;
  export default next;
}
declare module 'virtual:content/subjects' {
  const subjects: readonly import('../types').SchoolSubject[];
  export default subjects;
}
declare module 'virtual:content/after-grade9' {
  const routes: import('../types').AfterGrade9File['routes'];
  export default routes;
}
declare module 'virtual:content/subjects-table' {
  const table: import('../types').SubjectsTable;
  export default table;
}
