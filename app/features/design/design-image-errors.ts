/**
 * The statuses the design picture upload refuses with, and the screen's text for each refusal's
 * code (ADR 064). Its own module: only the two screens that upload pictures carry these texts.
 */
export const DESIGN_IMAGE_REFUSALS = [400, 413, 415, 422];
const DESIGN_IMAGE_ERRORS: Record<string, string> = {
  DESIGN_IMAGE_TOO_LARGE: "designEditor:error.fileTooLarge",
  DESIGN_IMAGE_TYPE_UNSUPPORTED: "designEditor:error.fileType",
  DESIGN_IMAGE_TOO_MANY_PIXELS: "designEditor:error.fileOversized",
  DESIGN_IMAGE_OUT_OF_PROPORTION: "designEditor:error.fileOversized",
  DESIGN_IMAGE_DAMAGED: "designEditor:error.fileDamaged",
};
export const designImageErrorKey = (error: { code: string; status: number }) =>
  DESIGN_IMAGE_ERRORS[error.code] ??
  (error.status === 413 ? "designEditor:error.fileTooLarge" : "designEditor:error.fileType");
