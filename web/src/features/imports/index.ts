// What other areas may use of imports: whether the viewer may import fathers (the fathers list
// offers "Import fathers" then).
export { canImportFathers } from './utils/importable';
