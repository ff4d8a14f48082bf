/**
 * The quantity language's input side, in one import: reading what visitors type into exact
 * values with units, the sentences for what cannot be read, and free-text conversion queries.
 */
export type { Diagnostic, DiagnosticKind } from './language/diagnostic';
export type { DecimalMark } from './quantityNumber';
export { parseQuantity, type QuantityParse } from './language/readQuantity';
export { MAX_INPUT_LENGTH } from './language/lexer';
export { categoryMessage, exampleInput } from './quantityMessages';
export { resolveUnitTerm } from './language/spellings';
export type { ParseUnit } from './language/spellings';
export { parseConversionQuery, type ConversionQuery, type QueryCategory } from './language/conversionQuery';
