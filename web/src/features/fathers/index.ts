// What other areas may use of fathers: a father's record, his own record, his photo (one query key
// wherever it is shown) and the search of fathers (adding a member, a milestone, a photo's tags).
export { FATHER_SEARCH_KEY, searchFathers } from './api/father-search';
export { fatherQuery, useFather } from './api/father';
export { useMyFather } from './api/my-father';
export { FatherPhoto } from './components/FatherPhoto';
