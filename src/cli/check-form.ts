/**
 * `npm run check-form -- <form.json> [list.json] [--lang zh-CN|zh-TW|en]`: checks a generated-form definition and
 * its list definition (schemas/ + the semantic checks of src/engine/definition) and prints each problem as
 * `<path>: <message>`. Exits 1 when there is any problem, 2 when a file cannot be read, 0 with "OK" otherwise.
 */
import { checkDefinition, formatProblems } from '../engine/definition';
import { DefinitionFileError, readDefinitionFiles } from './definitionFile';
import { parseCheckArgs } from './args';

const USAGE = 'usage: npm run check-form -- <form.json> [list.json] [--lang zh-CN|zh-TW|en]';

export function main(argv: string[]): number {
  const { files, lang, help } = parseCheckArgs(argv);
  if (help) {
    console.log(USAGE);
    return 0;
  }
  if (files.length < 1 || files.length > 2) {
    console.error(USAGE);
    return 2;
  }
  let defs;
  try {
    defs = readDefinitionFiles(files[0], files[1]);
  } catch (e) {
    if (e instanceof DefinitionFileError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  const problems = checkDefinition(defs.formData, defs.columnData);
  if (problems.length === 0) {
    console.log('OK');
    return 0;
  }
  for (const line of formatProblems(problems, lang)) console.log(line);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
