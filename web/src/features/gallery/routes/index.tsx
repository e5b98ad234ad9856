export { AlbumRoute } from './AlbumRoute';
export { AlbumsRoute } from './AlbumsRoute';
