// Starts a worker thread from TypeScript sources, for an app that itself runs from them (jest with ts-jest).
// Each .ts file is transpiled as it is required (no type checking); the output is kept in the system's temp
// folder by content, so later workers start without loading the compiler. A built app never uses this file:
// it starts the compiled parse-worker.js (see workerEntry in parser-pool.ts).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { workerData } = require('node:worker_threads');

const CACHE = path.join(os.tmpdir(), 'sangam-ts-worker');
const TS_VERSION = require('typescript/package.json').version;
let ts = null;

function transpile(source, filename) {
  const key = crypto.createHash('sha1').update(`${TS_VERSION}\0${filename}\0${source}`).digest('hex');
  const cached = path.join(CACHE, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // not transpiled yet
  }
  ts ??= require('typescript');
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      useDefineForClassFields: false,
    },
  });
  fs.mkdirSync(CACHE, { recursive: true });
  const tmp = `${cached}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(tmp, outputText);
  fs.renameSync(tmp, cached);
  return outputText;
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(transpile(fs.readFileSync(filename, 'utf8'), filename), filename);
};

require(workerData.entry);
