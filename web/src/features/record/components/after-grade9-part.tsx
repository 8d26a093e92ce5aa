import type { AfterGrade9File, LyceumCluster } from '@/data/types';
import { leaningClusters, leaningSentence, subjectNames } from '@/lib/subjects/leaning';
import type { SubjectsChoice } from '@/lib/subjects/choice-format';

/**
 * «Після 9 класу» on the record's sheet (decision 0046): the subjects of «Мої предмети», the
 * lyceum cluster they lean toward, each kept profession's usual route after grade 9 (told, or
 * grouped when the sheet is tight), questions to ask a lyceum or a college, and the reform facts,
 * dated: the sheet outlives the year it is printed in. Its texts come with the data file.
 */
export function AfterGrade9Part({
  subjects,
  kept,
  file,
  nameOf,
  routes,
  questions,
}: {
  subjects: SubjectsChoice;
  /** The kept professions on the sheet, in their order. */
  kept: readonly string[];
  file: AfterGrade9File;
  nameOf: (id: string) => string;
  /** Each route told, grouped, or none (to fit one sheet). */
  routes: 'told' | 'grouped' | 'none';
  /** Whether the questions and the reform facts are there (to fit one sheet). */
  questions: boolean;
}) {
  const hard = subjectNames(file.subjects, subjects.hard);
  const withRoute = routes === 'none' ? [] : kept.filter((id) => file.routes[id]);
  return (
    <>
      <p className="mt-[2pt]">
        Улюблені предмети: {subjectNames(file.subjects, subjects.liked)}.{hard && ` Даються важко: ${hard}.`}
      </p>
      <p className="mt-[2pt]" data-record-cluster="">
        {leaningSentence(leaningClusters(file.subjects, subjects.liked))}
      </p>
      {withRoute.length > 0 && (
        <>
          {/* Editorial routes, said as usual: the grouped form has no sentence of its own to say so. */}
          <h3 className="mt-[4pt] font-semibold">Якими шляхами зазвичай ідуть до збережених професій</h3>
          {routes === 'grouped' ? (
            <Grouped ids={withRoute} file={file} nameOf={nameOf} />
          ) : (
            <ul className="mt-[2pt] space-y-[2pt]" data-record-routes="">
              {withRoute.map((id) => {
                const { lyceum, college } = file.routes[id]!;
                return (
                  <li key={id} className="break-inside-avoid">
                    <span className="font-semibold">{nameOf(id)}</span>
                    {/* Each route on a line of its own: a college sentence has no subject of its own. */}
                    {lyceum && <span className="block pl-[10pt]">{file.lyceum[lyceum].sentence}</span>}
                    {college && <span className="block pl-[10pt]">{college}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {questions && (
        <>
          <h3 className="mt-[4pt] font-semibold">Що запитати в ліцеї чи коледжі</h3>
          <ol className="mt-[2pt] list-decimal pl-[14pt]" data-record-questions="">
            {file.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
          <p className="mt-[4pt]" data-reform-facts="">
            {file.reformFacts}
          </p>
        </>
      )}
    </>
  );
}

/** The short form: the professions named under each route, one paragraph each way. */
function Grouped({
  ids,
  file,
  nameOf,
}: {
  ids: readonly string[];
  file: AfterGrade9File;
  nameOf: (id: string) => string;
}) {
  // The clusters in the file's order, which is the order pages name them.
  const lyceum = (Object.keys(file.lyceum) as LyceumCluster[])
    .map((group) => ({
      profiles: file.lyceum[group].profiles,
      names: ids.filter((id) => file.routes[id]!.lyceum === group).map(nameOf),
    }))
    .filter((g) => g.names.length > 0);
  const college = ids.filter((id) => file.routes[id]!.college).map(nameOf);
  return (
    <div data-record-routes="">
      {lyceum.length > 0 && (
        <p className="mt-[2pt]">
          Академічний ліцей: {lyceum.map((g) => `${g.profiles} — ${g.names.join(', ')}`).join('; ')}.
        </p>
      )}
      {college.length > 0 && <p className="mt-[2pt]">Професійна освіта: {college.join(', ')}.</p>}
    </div>
  );
}
