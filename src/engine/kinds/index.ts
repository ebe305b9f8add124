/**
 * Field kinds as data: one spec per kind (what it stores, when it is empty, how it is compared, searched, shown
 * and imported), shared by the web and the server. Importing this module defines every built-in kind.
 */
import './texts';
import './numbers';
import './datetimes';
import './switch';
import './choices';
import './people';
import './files';
import './relations';
import './system';
import './layout';
import './table';

export { defineKind, kindSpec, kindsWhere, knownKinds } from './catalogue';
export { canonicalKind, KIND_ALIASES } from './aliases';
export { isEmptyValue } from './empty';
export { storedCopy } from './storage';
export { matchesShape, type ValueShape } from './shapes';
export { cellText } from './cells';
export { buildFormatter, type FieldFormatter } from './formatter';
export { dictionaryOf, interfaceOf, optionSource, type OptionSource } from './optionSource';
export type {
  CellResult, CompareClass, ConvertReason, DisplayLookups, ImportLookups, KindDefinition, KindRole, KindSpec,
  LookupNeeds, NamedKind, PathTree, PickSpec, PickType, SearchInputShape,
} from './types';
