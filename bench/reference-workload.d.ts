export function referenceCpuMs(): Promise<number>;
