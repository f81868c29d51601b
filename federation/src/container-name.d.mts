export declare function containerName(remoteId: string): string;
