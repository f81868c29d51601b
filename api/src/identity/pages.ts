// Server-rendered pages of the provider: the sign-in form and the error page. Plain HTML with a real <form>,
// labelled fields, autocomplete hints and an alert region, so it works with keyboard only and without JavaScript.
// An empty icon: without one the browser asks for /favicon.ico, which the provider answers 404 (a console error
// on every sign-in).
import { brand } from '@portal/rules/brand';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f5f8;color:#1b2430;line-height:1.5}
header{background:#0b2e59;color:#fff;padding:1rem 1.5rem}
header p{margin:0;font-weight:700;letter-spacing:.04em}
main{max-width:28rem;margin:2.5rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{margin-top:0;font-size:1.6rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password]{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid #6b7785;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #f2a900;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;font-weight:700;color:#fff;background:#0b5cad;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#084a8c}
.alert{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#5f1410}
.alert:empty{display:none}
.hint{font-size:.9rem;color:#4a5562}
footer{text-align:center;font-size:.9rem;color:#4a5562;margin-bottom:2rem}
a{color:#0b5cad}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.titleSuffix)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(brand.companyName)} &middot; ${escapeHtml(brand.titleSuffix)}</p></header>
${body}
<footer><p>Need help? Call ${escapeHtml(brand.helpLineWithOption)}.</p></footer>
</body>
</html>`;
}

export interface SignInPageOptions {
  /** where the form posts */
  action: string;
  email?: string;
  error?: string | null;
  /** the portal page to go back to */
  portalUrl: string;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const error = options.error ?? '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const body = `<main>
<h1>Sign in</h1>
<p class="hint">Sign in to ${escapeHtml(brand.titleSuffix)} with your email address and password.</p>
<div id="signin-error" class="alert" role="alert" aria-live="assertive">${escapeHtml(error)}</div>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required${error ? '' : ' autofocus'} value="${escapeHtml(options.email ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' autofocus' : ''}${invalid}>
<button type="submit">Sign in</button>
</form>
<p><a href="${escapeHtml(options.portalUrl)}">Back to ${escapeHtml(brand.titleSuffix)}</a></p>
</main>`;
  return layout('Sign in', body);
}

export function renderErrorPage(options: { title: string; message: string; portalUrl: string }): string {
  const body = `<main>
<h1>${escapeHtml(options.title)}</h1>
<div class="alert" role="alert">${escapeHtml(options.message)}</div>
<p><a href="${escapeHtml(options.portalUrl)}">Back to ${escapeHtml(brand.titleSuffix)}</a></p>
</main>`;
  return layout(options.title, body);
}
