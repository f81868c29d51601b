// The domains' hand-written types cannot drift from the GraphQL schema unnoticed (issue 37): types-mirror.typetest.ts
// lists every domain type that mirrors a GraphQL type of its name, and it fails the type check as soon as the two
// differ — shown here with the compiler, on the real files and on a schema that gained a field types.ts lacks.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  API_DIR,
  DOMAINS_DIR,
  GENERATED_TYPES,
  TYPES_MIRROR,
  mirroredTypes,
  typesMirrorSource,
} from '../../scripts/lib/types-mirror.js';

// the compiler reads the API's types: minutes on a busy 2-core machine
const COMPILE = 300_000;

/** The API's compiler options; files read through `edit`, the type test itself as given. */
function typeCheck(typeTest: string, edit: (file: string, text: string) => string = (_f, t) => t) {
  const config = ts.readConfigFile(path.join(API_DIR, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, API_DIR);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = fileName === TYPES_MIRROR ? typeTest : ts.sys.readFile(fileName);
    if (text === undefined) return getSourceFile(fileName, languageVersion, ...rest);
    return ts.createSourceFile(fileName, edit(fileName, text), languageVersion);
  };
  const program = ts.createProgram([TYPES_MIRROR], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === TYPES_MIRROR)
    .map((d) => {
      // the entry the error is in: the line of the pair's key
      const { line } = ts.getLineAndCharacterOfPosition(d.file as ts.SourceFile, d.start ?? 0);
      const lines = typeTest.split('\n').slice(0, line + 1);
      const key = lines
        .reverse()
        .find((l) => /^ {2}'[\w-]+\/\w+':/.test(l))
        ?.trim()
        .split(':')[0];
      return `${key}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

let current: string;
beforeAll(async () => {
  current = await typesMirrorSource();
}, COMPILE);

test('the type test lists every mirrored domain type (run `npm run codegen:types-mirror -w @portal/api`)', () => {
  expect(fs.readFileSync(TYPES_MIRROR, 'utf8')).toBe(current);
  const banners = mirroredTypes().find((d) => d.domain === 'banners');
  expect(banners?.names).toEqual(['Banner', 'BannerInput', 'NewBannerInput']);
});

test(
  'the domain types are their GraphQL types as they are',
  () => {
    expect(typeCheck(current)).toEqual([]);
  },
  COMPILE,
);

test(
  'a field the schema gains and types.ts lacks fails the type check, naming the type',
  () => {
    const withPriority = (file: string, text: string) => {
      if (file !== GENERATED_TYPES) return text;
      const changed = text.replace(
        'export interface Banner {\n',
        'export interface Banner {\n  priority?: number;\n',
      );
      if (changed === text) throw new Error('the fixture no longer finds the generated Banner type');
      return changed;
    };
    expect(typeCheck(current, withPriority)).toEqual([
      "'banners/Banner': Type 'true' does not satisfy the expected type 'false'.",
    ]);
  },
  COMPILE,
);

test(
  'a field types.ts loses fails it too',
  () => {
    const bannerTypes = path.join(DOMAINS_DIR, 'banners/types.ts');
    const withoutType = (file: string, text: string) => {
      if (file !== bannerTypes) return text;
      const changed = text.replace(
        'export interface NewBannerInput {\n  endDateTime: string;\n',
        'export interface NewBannerInput {\n',
      );
      if (changed === text) throw new Error('the fixture no longer finds NewBannerInput.endDateTime');
      return changed;
    };
    expect(typeCheck(current, withoutType)).toEqual([
      "'banners/NewBannerInput': Type 'true' does not satisfy the expected type 'false'.",
    ]);
  },
  COMPILE,
);
