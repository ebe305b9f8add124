/**
 * What a field kind (`__config__.jnpfKey`) means, framework-free: the value it stores, when it is empty, how the
 * list compares and searches it, its display text and how an imported cell becomes its value. The web's registry
 * adds only the views (input, cell, detail); compile, record validation, search, list queries, import, export and
 * print read the spec.
 */
import type { FieldDef } from '../types';
import type { JsonSchema } from '../form/types';
import type { OptionItem } from '../form/format';
import type { ValueShape } from './shapes';

/**
 * How values of a kind are compared by search, filters and sorts (and translated to SQL): free text, a number,
 * a ms timestamp, an id path matched by prefix, or a value or list of values (ids, files, a range's two ends)
 * matched as "any of".
 */
export type CompareClass = 'text' | 'number' | 'date' | 'path' | 'set';

/**
 * The role a kind plays in a definition: it stores a value the user enters, the server fills it, it lays out
 * other fields (stores nothing), or it is display-only (stores nothing unless `isStorage` says so).
 */
export type KindRole = 'value' | 'system' | 'container' | 'static';

/** How a search field is entered: one value, or two ends of a range (numbers, dates or times). */
export type SearchInputShape = 'single' | 'numberRange' | 'dateRange' | 'timeRange';

/**
 * What the server writes into a field of a server-filled kind: the saving user, the time, the user's organisation,
 * department or position, or a serial number of the field's rule; on the first save only (`create`: kept on every
 * edit after) or on every edit (`edit`: empty until the first edit).
 */
export interface SystemFill {
  value: 'user' | 'now' | 'organize' | 'department' | 'position' | 'serial';
  on: 'create' | 'edit';
}

/** The lookups a field's display text needs, loaded once by whoever displays (the engine never fetches). */
export interface LookupNeeds {
  /** Names of users, organisations, positions, roles and groups. */
  people?: boolean;
  /** Names of areas (provinces, cities, districts). */
  areas?: boolean;
  /** Options of the field (static, dictionary or data interface). */
  options?: boolean;
  /** Rows of a data interface, by id. */
  dataInterface?: string;
  /** Records of another generated form, by its model id. */
  relation?: string;
  /** The user's language's words (switch on/off, the range separator, what a signature reads as). */
  words?: boolean;
}

/**
 * What a stored id names: a user, an organisation (company or department), a position, a role or a permission group.
 * The kind says it, so a view that loads names knows where to ask.
 */
export type NamedKind = 'user' | 'organize' | 'position' | 'role' | 'group';

/** What display text needs to know about the world, already loaded (synchronous). */
export interface DisplayLookups {
  /** Options of an options-bearing field (static, dictionary or data interface); flat or a tree. */
  options(field: FieldDef): OptionItem[];
  /**
   * Name of a user (`realName/account`), organisation, position, role or group; undefined when unknown. `of` says
   * what the id is (from the kind, or a user component's "id--type"); a lookup holding every name may ignore it.
   */
  name(id: string, of: NamedKind): string | undefined;
  /** Parent organisation of an organisation. */
  parentOf(id: string): string | undefined;
  /** Name of an area. */
  area(id: string): string | undefined;
  /** Rows of a data interface (trees flattened by the caller or not: children are walked). */
  interfaceRows(id: string): Record<string, unknown>[];
  /** Display text of the related record's display field (relationForm); '' when the record is not found. */
  related(field: FieldDef, value: unknown): string;
  /** The user's language's words: switch on/off, the range separator and what a drawn signature reads as. */
  words: { on: string; off: string; rangeSeparator: string; signed: string };
}

/** The trees a stored id path walks: the organisation (companies and departments) or the areas. */
export type PathTree = 'organize' | 'area';

/** What the import converter needs to know about the world. */
export interface ImportLookups {
  /** Options of an options-bearing field (static, dictionary or data interface), as a tree. */
  options(field: FieldDef): OptionItem[];
  /** The id of the user, organisation, position, role or group a name (unique) or an id names. */
  entity(of: NamedKind, text: string): string | undefined;
  /** What an organisation is, as a user component's "id--type" writes it. */
  organizeType(id: string): 'company' | 'department';
  /** The id path in `tree` of a path of names or ids (the whole path or its last parts, named uniquely). */
  path(tree: PathTree, names: string[]): string[] | undefined;
  /** The value of the data-interface row a popup field picks (`propsValue`) for its value or display text. */
  interfaceValue(field: FieldDef, text: string): string | number | undefined;
  /** The id of the related record (relationForm) for its id or its display field's text. */
  relatedId(field: FieldDef, text: string): string | undefined;
}

/** A selector node's type: what an organisation or people picker offers. */
export type PickType = 'company' | 'department' | 'position' | 'role' | 'group' | 'user';

/** What a picker of the organisation offers from the selector tree. */
export interface PickSpec {
  /** The node types it accepts (others stay as branches to open). */
  types(field: FieldDef): readonly PickType[];
  /**
   * Under `selectType: custom`, whether a node is allowed, from its id and its ancestors' ids; null when the field
   * allows every node of the right types. Absent: the kind limits its custom choices otherwise (the user pickers ask
   * the server or list `ableIds`).
   */
  allows?(field: FieldDef): ((id: string, ancestors: readonly string[]) => boolean) | null;
}

export type ConvertReason = 'number' | 'date' | 'time' | 'option' | 'range';
/** An imported cell converted, or why it could not be. */
export type CellResult = { value: unknown } | { reason: ConvertReason };

/** A field kind's spec, as `defineKind` completes it. */
export interface KindSpec {
  kind: string;
  role: KindRole;
  /** JSON Schema of the stored value (the client's compile); null when the kind stores nothing. */
  value(field: FieldDef): JsonSchema | null;
  /** The value shape the record validation expects (client and server); undefined accepts any value. */
  shape(field: FieldDef): ValueShape | undefined;
  /** Whether a non-empty value has the kind's shape; defaults to the shape's own check. */
  accepts(v: unknown, field: FieldDef): boolean;
  /** Empty as the form sees it (a required field refuses it). */
  empty(v: unknown): boolean;
  /** Whether the value is kept in the record (calculations and relation attributes only with isStorage 2). */
  stored(field: FieldDef): boolean;
  compare: CompareClass;
  /**
   * A condition can compare its value (the super query's 等于, 包含 and orders); false for values that are only
   * present or absent to a query: files, drawn signatures, map points, two-ended ranges and sub-table rows.
   */
  valueComparable: boolean;
  /** For a relation attribute: the kind whose picked record it shows a field of. */
  attributeOf?: string;
  /** Offers its options from a list (static, dictionary or data interface): values are checked against them. */
  options: boolean;
  /** Its options always come from this source, whatever `__config__.dataType` says (the 3.x dicSelect). */
  source?: 'dictionary';
  /** Searched by the list's keyword box. */
  keyword: boolean;
  /** A calculation can read its value as a number. */
  numeric(field: FieldDef): boolean;
  /** The kind whose input enters a search value (a read-only or server-filled kind borrows an editable one's). */
  searchInput: string;
  /** The input shape of a range search (searchType 3); 'single' when the kind has no range search. */
  searchRange: SearchInputShape;
  /**
   * The search type the designer gives a search field of this kind (1 equal, 2 part of the text, 3 a range) and
   * whether it takes several values (searchMultiple); a 3.1-era list written without them is completed with these.
   */
  searchType: 1 | 2 | 3;
  searchMultiple: boolean;
  /** What a stored id of this kind names (a user, an organisation, …); undefined for kinds that store no such id. */
  names?: NamedKind;
  /** A picker of the organisation: the selector nodes it offers; undefined for kinds that are no such picker. */
  picks?: PickSpec;
  /** For a server-filled kind: what the server writes into it when a record is saved. */
  fill?: SystemFill;
  /**
   * For a kind that stores uploaded files: which it takes (`image`: pictures only, printed as pictures; `any`). The
   * server checks each added file against the field's rules (count, size, extension) and the saving user's access.
   */
  files?: 'image' | 'any';
  /** The value of the moment `now` (ms), which a field set to start at the current moment (`defaultCurrent`) takes. */
  current?(now: number, field: FieldDef): unknown;
  /**
   * The value a new record starts with, from the definition's `defaultValue` (which may be absent); undefined starts
   * empty. Without it the defaultValue is taken as written.
   */
  initial?(defaultValue: unknown, field: FieldDef): unknown;
  /**
   * For a display element: it stands in a field's label frame (with its label unless the field's showLabel is
   * false); other display elements are drawn across the row without one.
   */
  labelled?: boolean;
  /** The user enters its value with the kind's input (not server-filled, computed, copied or a sub-table). */
  entered: boolean;
  /** Imported by the import wizard. */
  importable: boolean;
  /** The lookups its display text needs. */
  needs(field: FieldDef): LookupNeeds;
  /** Display, export and print text of a non-empty value. */
  text(v: unknown, field: FieldDef, lookups: DisplayLookups): string;
  /** An imported non-empty cell as the value the kind stores. */
  fromCell(cell: unknown, field: FieldDef, lookups: ImportLookups): CellResult;
}

/** What a kind's file writes: its name, role and comparison class; the rest has defaults. */
export type KindDefinition = Pick<KindSpec, 'kind' | 'compare'> & Partial<Omit<KindSpec, 'kind' | 'compare'>>;
