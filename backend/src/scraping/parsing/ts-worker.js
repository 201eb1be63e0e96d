// Starts a worker thread from TypeScript sources, for an app that itself runs from them (jest with ts-jest).
// Each .ts file is transpiled as it is required (no type checking). A built app never uses this file: it
// starts the compiled parse-worker.js (see workerEntry in parser-pool.ts).
const fs = require('node:fs');
const { workerData } = require('node:worker_threads');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  useDefineForClassFields: false,
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), { fileName: filename, compilerOptions });
  module._compile(outputText, filename);
};

require(workerData.entry);
