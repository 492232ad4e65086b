/**
 * Zip-code zones that change what a carrier can promise. Mainland addresses get a precise date;
 * the other zones get a window of extra transit business days on top of the carrier's transit.
 */

export type DestinationZone = "mainland" | "remote" | "overseas" | "unknown";

export interface ExtraTransitDays {
  earliest: number;
  latest: number;
}

/** Islands and remote areas: carriers add one to two days and promise no exact day. */
const REMOTE_EXTRA: ExtraTransitDays = { earliest: 0, latest: 2 };
/** Overseas France: air freight and customs, indicative only. */
const OVERSEAS_EXTRA: ExtraTransitDays = { earliest: 3, latest: 10 };
const NONE: ExtraTransitDays = { earliest: 0, latest: 0 };

const FRENCH_FERRY_ISLANDS = new Set(["29242", "29259", "29990", "56590", "56360", "85350", "22870"]);
// The North and East Frisian islands, Hiddensee and Heligoland.
const GERMAN_ISLANDS = new Set(
  [
    "18565 25849 25859 25863 25869 25938 25946 25980 25992 25996",
    "25997 25999 26465 26474 26486 26548 26571 26579 26757 27498",
  ]
    .join(" ")
    .split(" "),
);
// Highlands & Islands surcharge areas (Highlands, Hebrides, Orkney, Shetland, Arran, Bute, Argyll islands),
// Northern Ireland, the Isles of Scilly, the Isle of Man and the Channel Islands; matched on the outward code.
const BRITISH_REMOTE_OUTWARD =
  /^((HS|ZE|KW|IV|BT|IM|GY|JE)\d{1,2}|PH(1[7-9]|[2-4]\d|50)|PA(2\d|3\d|4\d|6\d|7[0-8])|AB(3[1-8]|4[45]|5[3-6])|KA2[78]|TR2[1-5])$/;

/** Remote-area tests per country, on the upper-cased zip without spaces or dashes. */
const isRemoteZip: Readonly<Record<string, (zip: string) => boolean>> = {
  // Corsica and the islands reached by ferry only (Ouessant, Molène, Sein, Groix, Belle-Île, Yeu, Bréhat).
  FR: (zip) => zip.startsWith("20") || FRENCH_FERRY_ISLANDS.has(zip),
  DE: (zip) => GERMAN_ISLANDS.has(zip),
  // The inward code is always the last three characters.
  GB: (zip) => BRITISH_REMOTE_OUTWARD.test(zip.slice(0, -3)),
};

/** French overseas departments and collectivities (971–978, 986–988); 980xx is Monaco, served normally. */
const FRENCH_OVERSEAS = /^(97[1-8]|98[6-8])\d{2}$/;

/**
 * Classifies a destination. `zipPattern` is the country's postcode format (from the countries table);
 * a missing or malformed zip is "unknown": the date then assumes mainland, with the remote window
 * when the country has remote areas.
 */
export function classifyDestination(
  country: string,
  zipCode: string,
  zipPattern: RegExp | null,
): DestinationZone {
  const trimmed = zipCode.trim();
  if (trimmed === "" || (zipPattern !== null && !zipPattern.test(trimmed))) return "unknown";
  const zip = trimmed.toUpperCase().replace(/[\s-]/g, "");
  if (country === "FR" && FRENCH_OVERSEAS.test(zip)) return "overseas";
  if (isRemoteZip[country]?.(zip)) return "remote";
  return "mainland";
}

export function extraTransitDays(country: string, zone: DestinationZone): ExtraTransitDays {
  switch (zone) {
    case "remote":
      return REMOTE_EXTRA;
    case "overseas":
      return OVERSEAS_EXTRA;
    case "unknown":
      return country in isRemoteZip ? REMOTE_EXTRA : NONE;
    case "mainland":
      return NONE;
  }
}
