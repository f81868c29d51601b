// The portal's design tokens and the frame's stylesheet, a chunk of their own that index.ts requests beside the
// start-up code: it needs no shared module, so it arrives and is injected in a task of its own, early, instead of
// inside the long task that evaluates the start-up code once the shared modules are there (issue 18, TBT).
// The page's inline style already holds the frame's places (public/index.html), so nothing moves either way.
import '@portal/shared-ui/tokens.css';
import './shell.css';
