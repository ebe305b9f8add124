/**
 * Display text from the kind's spec: cells and detail views read it here, so the list, the detail view, export and
 * print say the same thing (the server's display reads the same spec). What the text needs is loaded here, as the
 * spec says: options (static, dictionary, data interface), names of people and organisations (the spec says what
 * each id is: user, organisation, position, role, group), areas, data-interface rows and related records.
 *
 * A list draws thousands of cells of a few columns, so what belongs to the column is done per column: the formatter
 * (spec, needs, option index) is prepared once per field, the lookups once per options list and language. Only a
 * cell whose text needs remote options or the language's words runs a hook for them; a text, number, date or
 * static-option cell draws its text with no hook at all.
 */
import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { buildFormatter, optionSource, type DisplayLookups, type FieldFormatter, type NamedKind } from '../../src/engine/kinds';
import { CURRENT_USER } from '../../src/engine/record/currentUser';
import type { OptionItem } from '../../src/engine/form/format';
import type { FieldDef } from '../../src/engine/types';
import type { FieldViewProps } from '../registry';
import { useFieldOptions } from '../options/useOptions';
import { areaKey, useNames } from '../options/names';
import { popupIds, usePopupRows } from './pickers/popupRows';
import { useRelationTexts } from './pickers/relationTexts';

/** The engine's words, and how the signed-in user's placeholder in a user field reads. */
type Words = DisplayLookups['words'] & { currentUser: string };

/** What a field's cells share: its formatter, and whether its text waits for remote options or reads words. */
interface CellPlan {
  format: FieldFormatter;
  /** Its options come from a dictionary or a data interface (loaded once, shared through react-query). */
  remote: boolean;
  /** Its text reads the user's language's words. */
  words: boolean;
  /** Its text names people or organisations, data-interface rows or a related record. */
  people: boolean;
  areas: boolean;
  popup: boolean;
  relation: boolean;
  /** The field's own options (static ones; none for a remote source until they arrive). */
  options: OptionItem[];
}

const EMPTY: OptionItem[] = [];
const NO_WORDS: Words = { on: '', off: '', rangeSeparator: '', signed: '', currentUser: '' };
const nothing = () => undefined;
const plans = new WeakMap<FieldDef, CellPlan>();

/** The plan of a field's cells, prepared the first time one of them is drawn (definitions are not changed in place). */
function planOf(field: FieldDef): CellPlan {
  let plan = plans.get(field);
  if (!plan) {
    const format = buildFormatter(field);
    const remote = format.needs.options === true && optionSource(field).type !== 'static';
    const options = !remote && Array.isArray(field.options) ? (field.options as OptionItem[]) : EMPTY;
    const { needs } = format;
    plan = { format, remote, words: needs.words === true, options, people: needs.people === true,
      areas: needs.areas === true, popup: needs.dataInterface !== undefined, relation: needs.relation !== undefined };
    plans.set(field, plan);
  }
  return plan;
}

// One lookups object per options list and words (a column's cells share it).
const lookupCache = new WeakMap<OptionItem[], WeakMap<Words, DisplayLookups>>();
function lookupsFor(options: OptionItem[], words: Words): DisplayLookups {
  let byWords = lookupCache.get(options);
  if (!byWords) lookupCache.set(options, byWords = new WeakMap());
  let lookups = byWords.get(words);
  if (!lookups) {
    lookups = {
      options: () => options,
      name: nothing,
      parentOf: nothing,
      area: nothing,
      interfaceRows: () => [],
      related: () => '',
      words,
    };
    byWords.set(words, lookups);
  }
  return lookups;
}

// The words of each language, translated once (not by every cell).
const wordCache = new WeakMap<I18n, Map<string, Words>>();
function wordsOf(i18n: I18n | undefined, language: string): Words {
  if (!i18n) return NO_WORDS;
  let byLanguage = wordCache.get(i18n);
  if (!byLanguage) wordCache.set(i18n, byLanguage = new Map());
  let words = byLanguage.get(language);
  if (!words) {
    const t = i18n.getFixedT(language, 'form');
    words = { on: t('on'), off: t('off'), rangeSeparator: ` ${t('widgets.rangeTo')} `, signed: t('widgets.signed'),
      currentUser: t('pickers.currentUser') };
    byLanguage.set(language, words);
  }
  return words;
}

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();
const noSubscription = () => () => {};
function subscribeLanguage(i18n: I18n | undefined) {
  if (!i18n) return noSubscription;
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/** The words of the host's language, following a change of language (the i18next instance the host provides). */
function useWords(): Words {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n | undefined;
  const language = useSyncExternalStore(subscribeLanguage(i18n), () => i18n?.language ?? '');
  return wordsOf(i18n, language);
}

function WordsText({ plan, value }: { plan: CellPlan; value: unknown }) {
  return plan.format.text(value, lookupsFor(plan.options, useWords()));
}

function RemoteOptionsText({ plan, field, value }: { plan: CellPlan; field: FieldDef; value: unknown }) {
  const { options } = useFieldOptions(field);
  return plan.format.text(value, lookupsFor(options, NO_WORDS));
}

// Users are named by the user lookup (realName/account); organisations, positions, roles and groups by one lookup.
const resolverOf = (of: NamedKind) => (of === 'user' ? 'user' : 'organize');

/** The ids the text asks names of, by lookup: the spec's text run once against a lookup that only listens. */
function askedNames(plan: CellPlan, value: unknown): { user: string[]; organize: string[] } {
  const asked = { user: [] as string[], organize: [] as string[] };
  const listening: DisplayLookups = {
    ...lookupsFor(EMPTY, NO_WORDS),
    name: (id, of) => {
      if (!(of === 'user' && id === CURRENT_USER)) asked[resolverOf(of)].push(id);
      return undefined;
    },
  };
  plan.format.text(value, listening);
  return asked;
}

/** Names of the people and organisations a value holds ('' until every one has arrived). */
function usePeopleLookups(plan: CellPlan, value: unknown, on: boolean): { lookups: DisplayLookups; loading: boolean } {
  const asked = on ? askedNames(plan, value) : { user: [], organize: [] };
  const users = useNames('user', asked.user);
  const organize = useNames('organize', asked.organize);
  const words = useWords();
  const found = new Map<string, string>();
  asked.user.forEach((id, i) => found.set(`user:${id}`, users.names[i]));
  asked.organize.forEach((id, i) => found.set(`organize:${id}`, organize.names[i]));
  const lookups: DisplayLookups = {
    ...lookupsFor(EMPTY, words),
    name: (id, of) => (of === 'user' && id === CURRENT_USER ? words.currentUser : found.get(`${resolverOf(of)}:${id}`)),
  };
  return { lookups, loading: users.loading || organize.loading };
}

/** The area ids the text asks names of (each looked up alone: the area lookup names every id of a path). */
function askedAreas(plan: CellPlan, value: unknown): string[] {
  const asked: string[] = [];
  plan.format.text(value, { ...lookupsFor(EMPTY, NO_WORDS), area: (id) => { asked.push(id); return undefined; } });
  return asked;
}

/** Names of the areas a value holds ('' until they have arrived); an unknown area reads as its id, as exports say. */
function useAreaLookups(plan: CellPlan, value: unknown, on: boolean): { lookups: DisplayLookups; loading: boolean } {
  const asked = on ? askedAreas(plan, value) : [];
  const { names, loading } = useNames('area', asked.map((id) => areaKey([id])));
  const found = new Map(asked.map((id, i) => [id, names[i] || undefined]));
  return { lookups: { ...lookupsFor(EMPTY, NO_WORDS), area: (id) => found.get(id) }, loading };
}

/** The data-interface rows of the values a popup field holds. */
function usePopupLookups(field: FieldDef, value: unknown, on: boolean): { lookups: DisplayLookups; loading: boolean } {
  const { rows, loading } = usePopupRows(on ? field : undefined, on ? popupIds(value) : []);
  const present = rows.filter((r): r is Record<string, unknown> => r !== null);
  return { lookups: { ...lookupsFor(EMPTY, NO_WORDS), interfaceRows: () => present }, loading };
}

/** The related record's text of a relationForm value. */
function useRelationLookups(field: FieldDef, value: unknown, on: boolean): { lookups: DisplayLookups; loading: boolean } {
  const id = on && value !== null && value !== undefined && value !== '' ? String(value) : '';
  const [text = ''] = useRelationTexts(field, id ? [id] : []);
  return { lookups: { ...lookupsFor(EMPTY, NO_WORDS), related: () => text }, loading: false };
}

function PeopleText({ plan, value }: { plan: CellPlan; value: unknown }) {
  const { lookups, loading } = usePeopleLookups(plan, value, true);
  return loading ? '' : plan.format.text(value, lookups);
}

function AreaText({ plan, value }: { plan: CellPlan; value: unknown }) {
  const { lookups, loading } = useAreaLookups(plan, value, true);
  return loading ? '' : plan.format.text(value, lookups);
}

function PopupText({ plan, field, value }: { plan: CellPlan; field: FieldDef; value: unknown }) {
  const { lookups, loading } = usePopupLookups(field, value, true);
  return loading ? '' : plan.format.text(value, lookups);
}

function RelationText({ plan, field, value }: { plan: CellPlan; field: FieldDef; value: unknown }) {
  return plan.format.text(value, useRelationLookups(field, value, true).lookups);
}

/**
 * The spec's text of a stored value, to draw: the text itself when the column has all it needs, else an element
 * that loads what it needs or follows the language. No hook: callable from any view.
 */
export function specText(field: FieldDef, value: unknown): ReactNode {
  const plan = planOf(field);
  // Each need is its own element type, so a cell whose field changes what it needs remounts cleanly.
  if (plan.people) return <PeopleText plan={plan} value={value} />;
  if (plan.areas) return <AreaText plan={plan} value={value} />;
  if (plan.popup) return <PopupText plan={plan} field={field} value={value} />;
  if (plan.relation) return <RelationText plan={plan} field={field} value={value} />;
  if (plan.remote) return <RemoteOptionsText plan={plan} field={field} value={value} />;
  if (plan.words) return <WordsText plan={plan} value={value} />;
  return plan.format.text(value, lookupsFor(plan.options, NO_WORDS));
}

/**
 * The spec's text as a string, for an input that shows it: every loader runs (idle for what the kind does not
 * need), so the hooks are the same whatever the field.
 */
export function useSpecText(field: FieldDef, value: unknown): string {
  const plan = planOf(field);
  const words = useWords();
  const { options } = useFieldOptions(plan.remote ? field : NO_OPTIONS);
  const people = usePeopleLookups(plan, value, plan.people);
  const areas = useAreaLookups(plan, value, plan.areas);
  const popup = usePopupLookups(field, value, plan.popup);
  const relation = useRelationLookups(field, value, plan.relation);
  if (people.loading || areas.loading || popup.loading) return '';
  return plan.format.text(value, {
    ...lookupsFor(plan.remote ? options : plan.options, words),
    name: people.lookups.name,
    area: areas.lookups.area,
    interfaceRows: popup.lookups.interfaceRows,
    related: relation.lookups.related,
  });
}
const NO_OPTIONS: FieldDef = { __config__: { jnpfKey: '' } };

const PRE = { whiteSpace: 'pre-wrap' } as const;

/** A cell (and detail view) showing the spec's text. */
export function SpecTextCell({ field, value }: FieldViewProps) {
  return <span style={PRE}>{specText(field, value)}</span>;
}
