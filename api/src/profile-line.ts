// Imported first by main.ts, before any library that may write at import time: the process's first line names the
// profile it runs (issue 36). A forked API process's primary has said it already.
import cluster from 'node:cluster';
import { profileLine } from './production-profile.js';

if (cluster.isPrimary) console.log(profileLine());
