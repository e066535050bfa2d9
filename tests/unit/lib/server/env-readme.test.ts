// The README's configuration table lists every server variable of lib/server/env.ts, so an operator
// reading it sees each one the start-up check knows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES } from '@/lib/server/env';

const readme = readFileSync(path.join(__dirname, '../../../../README.md'), 'utf8');
const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Running in production'));

it.each(ENV_VARIABLES.map((variable) => [variable.name]))('the README lists %s with its default', (name) => {
  expect(table).toMatch(new RegExp(`^\\| \`${name}\` \\| [^|]+ \\|`, 'm'));
});
