/** See photo.js. */
export function photoJpeg(width?: number, height?: number): Promise<Buffer>;
