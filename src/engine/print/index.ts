/** Print templates: filling a template with a record's print data. */
export { fillTemplate, type CodeRenderer, type FillOptions, type PrintData } from './fill';
export {
  chineseAmountText, HANDLE_STATUS, splitCodes, thousandsText, valueText, wrapperArgs, type CodePiece, type OperatorRecord,
} from './values';
