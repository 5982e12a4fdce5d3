// Loaded before the app's modules (index.html), since zod reads its configuration when it loads. The CSP allows no
// eval, and zod's compiled parsers would first probe `new Function`, which the browser reports as a CSP violation;
// its interpreted parsers are as correct.
Reflect.set(globalThis, '__zod_globalConfig', { jitless: true });
