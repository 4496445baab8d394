/**
 * The image that demo records point at (the server's `*.seed.ts`, e.g. a group's QR code), stored
 * by the demo seed (server/src/seed/png.ts). Its name has the form of an uploaded file's (32 hex
 * digits), the only names /uploads/ serves.
 */
export const DEMO_IMAGE = '/uploads/bb6f124ce1a3da97465da8f915fbeee0.png';
