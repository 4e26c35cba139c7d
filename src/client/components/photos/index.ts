export { PhotoPicker, type PhotoPickerProps } from "./photo-picker";
export { PhotoGallery, type PhotoGalleryProps } from "./photo-gallery";
