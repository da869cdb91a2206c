/** What the images feature offers: the check that a name is one of our uploads, and serving them. */
export { isStoredImageName } from './image-names';
export { serveUploads } from './serve-uploads';
