// Jest transform for PGlite's CommonJS build. That build loads node built-ins with
// `await import('fs')`, which jest's vm refuses without --experimental-vm-modules ("A dynamic
// import callback was invoked without --experimental-vm-modules"). TypeScript's CommonJS output
// does not help: it turns import() into require(), but PGlite declares its own `var require`
// in the same function, which shadows it. So each import(id) becomes a call to a function
// declared at the file's top level, where `require` is still jest's.
const DYNAMIC_IMPORT = /(?<![.\w$])import\(/g;

module.exports = {
  process(sourceText) {
    const code = sourceText.replace(DYNAMIC_IMPORT, '__jestDynamicImport(');
    // A function declaration is hoisted: usable wherever the file calls it.
    return { code: `${code}\nfunction __jestDynamicImport(id) { return Promise.resolve().then(() => require(id)); }\n` };
  },
};
