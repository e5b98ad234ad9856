// What other areas may use of texts (the only module of this feature another feature imports):
// a father's texts on his page.
export { TextsSection } from './components/TextsSection';
