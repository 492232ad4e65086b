import { describe, expect, it } from "vitest";
import { parseCarriers, shipmentOf, trackingLink } from "./tracking.rules";

const colissimo = {
  key: "colissimo",
  name: "Colissimo",
  trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code={number}",
};

describe("carrier tracking", () => {
  it("puts the parcel number, URL-encoded, in the carrier's template", () => {
    expect(trackingLink(colissimo, " 6A12345678901 ")).toBe(
      "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901",
    );
    expect(trackingLink(colissimo, "A&B/../x")).toBe(
      "https://www.laposte.fr/outils/suivre-vos-envois?code=A%26B%2F..%2Fx",
    );
  });

  it("reads the shop's carriers, and offers none from a broken config", () => {
    expect(parseCarriers(JSON.stringify([colissimo]))).toEqual([colissimo]);
    expect(parseCarriers("not json")).toEqual([]);
    expect(
      parseCarriers(JSON.stringify([{ ...colissimo, trackingUrl: "javascript:alert({number})" }])),
    ).toEqual([]);
    expect(parseCarriers(JSON.stringify([{ ...colissimo, trackingUrl: "https://example.com/" }]))).toEqual(
      [],
    );
    expect(parseCarriers(null)).toEqual([]);
  });

  it("shows a shipment only with a known carrier and a number", () => {
    expect(shipmentOf([colissimo], "colissimo", "6A1")).toEqual({
      carrier: "Colissimo",
      trackingNumber: "6A1",
      trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A1",
    });
    expect(shipmentOf([colissimo], "dpd", "6A1")).toBeNull();
    expect(shipmentOf([colissimo], null, "6A1")).toBeNull();
    expect(shipmentOf([colissimo], "colissimo", null)).toBeNull();
  });
});
