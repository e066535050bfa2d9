// harfbuzzjs under jest. It is an ES module that awaits its WebAssembly at the top level, which jest's
// CommonJS module system cannot load, and the code under test loads it with `await import('harfbuzzjs')`
// (SWC compiles that to a require of this file, jest.config.mjs maps the name here). This stand-in
// is a thenable that settles to the real module, imported by Node's own loader (a function compiled
// in Node's main context with its default loader): the tests shape with the very HarfBuzz the
// servers use.
// A CommonJS file by necessity (jest requires it synchronously).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vm = require('node:vm');

const nativeImport = vm.runInThisContext('(specifier) => import(specifier)', {
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});

module.exports = {
  __esModule: true,
  then(resolve, reject) {
    return nativeImport('harfbuzzjs').then(resolve, reject);
  },
};
