// The CPU time of a page's main thread, read from its Lighthouse trace: the audit's own figure,
// 'main-thread-cpu', which it judges against the floor's.

/**
 * An event of a trace's main thread, as TraceProcessor gives it (times in µs).
 * @typedef {{ ph: string, name: string, ts: number, dur?: number, tdur?: number }} TraceEvent
 */

// Chrome's names for one task of a thread's loop (Lighthouse's list, TraceProcessor).
const TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * The CPU time of a page's main thread in ms: the thread time (tdur) of each task of its trace's
 * main-thread events, a task inside another counted once; null when the trace has no thread time.
 * @param {TraceEvent[]} mainThreadEvents
 */
export function mainThreadCpu(mainThreadEvents) {
  const tasks = mainThreadEvents
    .filter((event) => event.ph === 'X' && TASKS.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  let cpu = 0;
  let timed = false;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (typeof task.tdur !== 'number') continue;
    cpu += task.tdur;
    timed = true;
  }
  return timed ? cpu / 1000 : null;
}
