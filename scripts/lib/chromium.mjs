// How Debian's Chromium is launched, by the bench scripts and by the end-to-end tests (e2e/support/chromium.ts):
// no browser download, nothing that talks to the network on its own.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
