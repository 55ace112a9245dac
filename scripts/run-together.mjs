// Runs each argument as a shell command, all at once, and fails if any fails: `npm test`'s checks
// (ESLint, Prettier, TypeScript) are single-threaded, so side by side they share the cores one
// after another left idle (on two, about 45 s where they took 60). Each command's output is held
// and shown whole when it ends.
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("Usage: node scripts/run-together.mjs <command> [<command> ...]");
  process.exit(1);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => output.push(Buffer.from(`${error}\n`)));
        child.on("close", (code, signal) => {
          process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
          if (code !== 0) console.error(`"${command}" failed (${signal ?? `exit ${code}`}).`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
