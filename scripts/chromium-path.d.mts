export const HEADLESS_SHELL_PATH: string;
export function chromiumPath(): string | undefined;
export const chromiumArgs: string[];
export function testBrowser(): { executablePath: string | undefined; args: string[] };
