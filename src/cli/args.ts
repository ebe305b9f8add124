/** The command line of the checkers (check-form, check-screen): file arguments, `--lang`, and `-h`/`--help`. */
export interface CheckArgs {
  files: string[];
  lang: string;
  help: boolean;
}

/** Reads the checkers' arguments; the language defaults to LOOM_LANG, else English. */
export function parseCheckArgs(argv: string[]): CheckArgs {
  const args: CheckArgs = { files: [], lang: process.env.LOOM_LANG ?? 'en', help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--lang') args.lang = argv[++i] ?? args.lang;
    else if (arg.startsWith('--lang=')) args.lang = arg.slice('--lang='.length);
    else if (arg === '-h' || arg === '--help') args.help = true;
    else args.files.push(arg);
  }
  return args;
}
