import type { ImportSourceDto } from '@sangam/shared';
import { runCounts, runTime, skippedReasons } from './import-words';

/** A source's last import in plain words: when, what it found and did, and why events were not imported. */
export function LastRunSummary({ source }: { source: ImportSourceDto }) {
  const run = source.lastRun;
  return (
    <div className="org-import-run">
      {source.stoppedWorking && (
        <p className="org-notice org-notice-rejected" role="status">
          <strong>This page has stopped working for us:</strong> the last {source.failingRuns} imports found no events here, where we used
          to find them. We emailed you about it. If the page moved, give its new address below (New page address).
        </p>
      )}
      {!run ? (
        <p>Not read yet: the next import reads it.</p>
      ) : (
        <>
          <p>
            <span className="org-import-label">Last import:</span> {runTime(run.at)} —{' '}
            {run.error ? 'the page could not be read' : runCounts(run)}
          </p>
          {run.error && <p className="org-import-problem">Why: {run.error}</p>}
          {run.notice && <p className="org-import-problem">Why nothing was found: {run.notice}</p>}
          {run.partial && <p className="org-import-problem">{run.partial}</p>}
          {Object.keys(run.skipped).length > 0 && (
            <details className="org-import-reasons">
              <summary>Why some events were not imported</summary>
              <ul>
                {skippedReasons(run.skipped).map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}
