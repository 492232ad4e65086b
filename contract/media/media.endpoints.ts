import { endpoint } from "../endpoints";
import { mediaItemSchema, mediaLibrarySchema } from "./media.schemas";

/** The staff media library and the files it serves (issue 16 §6). */
export const mediaEndpoints = {
  library: endpoint("GET", "/api/v1/admin/media/", mediaLibrarySchema),
  upload: endpoint("POST", "/api/v1/admin/media/", mediaItemSchema),
  place: endpoint("POST", "/api/v1/admin/media/place/", mediaLibrarySchema),
  delete: endpoint("POST", "/api/v1/admin/media/delete/", mediaLibrarySchema),
  file: endpoint("GET", "/api/v1/media/:name", null),
} as const;
