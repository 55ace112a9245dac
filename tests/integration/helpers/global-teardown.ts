import { removeDataDir, TEMPLATE_ENV } from "./stack-process";

/** Removes the template data folder made by global setup. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) removeDataDir(template);
}
