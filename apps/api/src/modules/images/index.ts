/** The images module's face: what other modules may use of it. */
export { coverImageOf } from './images.repository';
export { getServedImage, reencodeUploadedImage, storeUploadedImage } from './images.service';
export { imageUrl, type ImageAddressParts } from './image-url';
export { registerImageRoutes } from './images.routes';
export { MAX_UPLOAD_BYTES } from './images.service';
