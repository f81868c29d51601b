// Shell start in two tasks (issue 18, TBT): this chunk's shared modules are evaluated first (React DOM's is the
// largest evaluation of a first load), and the shell's own modules and its start (start-shell.tsx) in the task
// after; one after the other, they were one long task. start-shell.tsx is in this chunk (eager): no request between.
import 'react-dom/client';
import { yieldToBrowser } from '@portal/shared-session';

void yieldToBrowser()
  .then(() => import(/* webpackMode: "eager" */ './start-shell'))
  .then(({ startShell }) => startShell());
