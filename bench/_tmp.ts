import { run } from './select.bench';
console.log(run());
