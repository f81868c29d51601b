// Portal files (/api/files/...) need the bearer token, so a plain link cannot open them: the file is fetched with
// the token and shown from a blob URL in the tab opened at the click (opened first so no pop-up blocker stops it).
import { fetchJobResult } from '@portal/api-client';

export async function openFileInNewTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await load();
    const blob = await fetchJobResult(url);
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
