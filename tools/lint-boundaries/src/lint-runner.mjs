import { ESLint } from 'eslint';

// Lints in-memory samples and real files in one ESLint process (each ESLint start loads every
// plugin, seconds on this machine). Reads { samples: [{ filePath, source, withoutNoCycle }], files }
// from stdin; writes { samples: messages[], files: [{ filePath, messages }] } to stdout.

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { samples = [], files = [] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const eslint = new ESLint();
// import/no-cycle cannot lint a made-up file in a folder of made-up files.
const withoutNoCycle = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

const sampleMessages = [];
for (const sample of samples) {
  const [result] = await (sample.withoutNoCycle ? withoutNoCycle : eslint).lintText(sample.source, { filePath: sample.filePath });
  sampleMessages.push(result.messages);
}
const fileResults = files.length === 0 ? [] : await eslint.lintFiles(files);
process.stdout.write(
  JSON.stringify({ samples: sampleMessages, files: fileResults.map((result) => ({ filePath: result.filePath, messages: result.messages })) }),
);
