import { describe, expect, it } from 'vitest';
import example from '../../../tests/screens/example.screen.json';
import exampleForm from '../../../tests/screens/forms/example.form.json';
import renameForm from '../../../tests/screens/forms/rename.form.json';
import {
  checkScreen, formFilesOf, formatScreenProblems, screenMessage, type Message, type ScreenCall, type ScreenDocument, type ScreenFormFile,
  type ScreenImportCalls,
} from '.';

const forms = { 'forms/example.form.json': exampleForm, 'forms/rename.form.json': renameForm };
// The example as the document type; an edit that makes it wrong on purpose says so with a wider type.
const clone = () => structuredClone(example) as ScreenDocument;
const paths = (problems: { path: string; code: string }[]) => problems.map((p) => `${p.path} ${p.code}`);

describe('checkScreen', () => {
  it('accepts the example document with its form files', () => {
    expect(checkScreen(example, forms)).toEqual([]);
    expect(formFilesOf(example).sort()).toEqual(['forms/example.form.json', 'forms/rename.form.json']);
  });

  it('names the missing language of a label by its JSON path', () => {
    const doc = clone();
    delete (doc.columns![1].label as Partial<Message>).en;
    expect(paths(checkScreen(doc, forms))).toEqual(['$.columns[1].label.en schema.required']);
  });

  it('refuses an unknown template and an unknown property', () => {
    const doc = clone();
    (doc.page as { template: string }).template = 'grid';
    (doc as { colums?: unknown }).colums = [];
    const found = paths(checkScreen(doc, forms));
    expect(found).toContain('$.page.template schema.enum');
    expect(found).toContain('$.colums schema.unknownProperty');
  });

  it('refuses a button whose action has no call, and a built-in action without its api entry', () => {
    const doc = clone();
    doc.rowButtons!.push({ action: 'archive', label: { 'zh-CN': '归档', 'zh-TW': '歸檔', en: 'Archive' } });
    delete doc.api.delete;
    expect(paths(checkScreen(doc, forms))).toEqual([
      '$.rowButtons[2].action actionWithoutCall',
      '$.rowButtons[3].action unknownAction',
    ]);
  });

  it('refuses a form that is not defined and a form file that is missing or does not compile', () => {
    const doc = clone();
    doc.toolbar![0].form = 'wizard';
    const broken = structuredClone(renameForm) as ScreenFormFile;
    broken.schema.properties.fullName.minLenght = 1;
    const problems = checkScreen(doc, { 'forms/rename.form.json': broken });
    expect(paths(problems)).toEqual([
      '$.toolbar[0].form unknownForm',
      '$ formFileMissing',
      '$.schema formFileInvalid',
    ]);
    expect(problems[1].file).toBe('forms/example.form.json');
    expect(problems[2].message).toMatch(/minLenght/);
  });

  it('refuses a permission code that is not a button code, in the three languages', () => {
    const doc = clone();
    doc.toolbar![0].permission = 'add';
    const problems = checkScreen(doc, forms);
    expect(paths(problems)).toEqual(['$.toolbar[0].permission badPermission']);
    expect(screenMessage(problems[0], 'zh-CN')).toBe('权限编码 add 应以 btn_ 开头');
    expect(screenMessage(problems[0], 'zh-TW')).toBe('權限編碼 add 應以 btn_ 開頭');
    expect(formatScreenProblems(problems, 'en', 'x.screen.json')).toEqual(['x.screen.json: $.toolbar[0].permission: the permission code add must start with btn_']);
  });

  it('knows the registry kinds and the screen cell kinds, and nothing else', () => {
    const doc = clone();
    const { columns = [], search = [] } = doc;
    columns.push({ field: 'organizeId', label: columns[0].label, kind: 'organizeSelect' });
    columns.push({ field: 'managerId', label: columns[0].label, kind: 'userSelect' });
    columns.push({ field: 'gender', label: columns[0].label, kind: 'dictionary', dictionary: 'sex' });
    columns.push({ field: 'x', label: columns[0].label, kind: 'sparkline' });
    search.push({ field: 'when', label: columns[0].label, kind: 'pie' });
    expect(paths(checkScreen(doc, forms))).toEqual(['$.columns[7].kind unknownKind', '$.search[1].kind unknownKind']);
  });

  it('checks each tab as a screen that inherits the api and forms of the document', () => {
    const doc = clone();
    doc.page = {
      template: 'tabs',
      tabs: [
        { title: doc.title, page: { template: 'table' }, columns: doc.columns },
        { title: doc.title, page: { template: 'treeTable' }, api: { list: undefined, get: doc.api.get }, rowButtons: [{ action: 'nope', label: doc.title }] },
      ],
    };
    delete doc.page.tabs![1].api!.list;
    delete doc.api.list;
    expect(paths(checkScreen(doc, forms))).toEqual([
      '$.page.tabs[0].page.template noListCall',
      '$.page.tabs[1].page.template noListCall',
      '$.page.tabs[1].rowButtons[0].action unknownAction',
    ]);
  });

  it('checks the toolbar actions export and import: their api entries, the five import calls, toolbar only', () => {
    const label = { 'zh-CN': '导出', 'zh-TW': '導出', en: 'Export' };
    const call = (url: string, method: ScreenCall['method'] = 'GET'): ScreenCall => ({ method, url });
    const doc = clone();
    doc.toolbar!.push({ action: 'export', label, permission: 'btn_download' }, { action: 'import', label, permission: 'btn_upload' });
    const n = doc.toolbar!.length;
    expect(paths(checkScreen(doc, forms))).toEqual([
      `$.toolbar[${n - 2}].action actionWithoutCall`,
      `$.toolbar[${n - 1}].action actionWithoutCall`,
    ]);
    doc.api.export = call('/api/example/Things/ExportExcel');
    // Four of the five calls: the checker asks for the fifth.
    (doc.api as { import?: Partial<ScreenImportCalls> }).import = { template: call('/api/example/Things/TemplateDownload'), upload: call('/api/visualdev/OnlineDev/Uploader', 'POST'),
      preview: call('/api/example/Things/ImportPreview'), import: call('/api/example/Things/ImportData', 'POST') };
    expect(paths(checkScreen(doc, forms))).toEqual(['$.api.import.exception schema.required']);
    doc.api.import!.exception = call('/api/example/Things/ImportExceptionData', 'POST');
    expect(checkScreen(doc, forms)).toEqual([]);
    doc.rowButtons!.push({ action: 'export', label });
    const problems = checkScreen(doc, forms);
    expect(paths(problems)).toEqual([`$.rowButtons[${doc.rowButtons!.length - 1}].action toolbarOnly`]);
    expect(screenMessage(problems[0], 'zh-CN')).toBe('动作 export 作用于整个列表，只能放在 toolbar 中');
  });

  it('refuses a wrong upload declaration: not POST, options without upload, an unknown type or pre-upload check', () => {
    const label = { 'zh-CN': '导入', 'zh-TW': '導入', en: 'Import' };
    const doc = clone();
    const upload = { method: 'POST', url: '/api/example/Things/Import', upload: true, accept: '.bdd,.json', fileSize: 2,
      sizeUnit: 'MB', uploadCheck: 'dictionaryExport' };
    doc.api.actions = { ...doc.api.actions, importThing: upload as ScreenCall };
    doc.toolbar!.push({ action: 'importThing', label, permission: 'btn_upload' });
    expect(checkScreen(doc, forms)).toEqual([]);
    Object.assign(upload, { method: 'PUT', accept: '.bdd,json', uploadCheck: 'isExport' });
    (doc.api.get as unknown as Record<string, unknown>).fileSize = 5;
    const problems = checkScreen(doc, forms);
    expect(paths(problems)).toEqual([
      '$.api.get.fileSize uploadOptionWithoutUpload',
      '$.api.actions.importThing.method uploadNotPost',
      '$.api.actions.importThing.accept badAccept',
      '$.api.actions.importThing.uploadCheck unknownUploadCheck',
    ]);
    expect(screenMessage(problems[3], 'zh-CN'))
      .toBe('上传前检查 isExport 不存在：应为 dictionaryExport, printTemplateExport, dataInterfaceExport, functionExport 之一');
    expect(problems[2].message).toContain('json');
    // The unit is one of the spec's three.
    Object.assign(upload, { method: 'POST', accept: '.bdd', uploadCheck: 'dictionaryExport', sizeUnit: 'TB' });
    delete (doc.api.get as unknown as Record<string, unknown>).fileSize;
    expect(paths(checkScreen(doc, forms))).toEqual(['$.api.actions.importThing.sizeUnit schema.enum']);
  });

  it('a form page needs its form and the get and update calls', () => {
    const doc = { title: example.title, api: { get: example.api.get }, page: { template: 'form', form: 'settings' } };
    expect(paths(checkScreen(doc, {}))).toEqual(['$.page.form unknownForm', '$.page.template actionWithoutCall']);
  });
});
