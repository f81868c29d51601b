export declare function containerName(remoteId: string): string;
export declare const REMOTE_ENTRY_FILE: 'remoteEntry.js';
export declare const MANIFEST_FILE: 'mf-manifest.json';
export declare function remoteEntryUrl(entry: string): string;
