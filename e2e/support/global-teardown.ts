export default async function globalTeardown() {
  const pid = Number(process.env['PORTAL_SERVER_PID']);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
