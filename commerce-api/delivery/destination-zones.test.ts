import { describe, expect, it } from "vitest";
import { classifyDestination, extraTransitDays } from "./destination-zones";

const FR_ZIP = /^\d{5}$/;
const GB_ZIP = /^([A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}|GIR ?0AA)$/;
const DE_ZIP = /^\d{5}$/;

describe("classifyDestination", () => {
  it.each([
    ["75011", "mainland"],
    ["13001", "mainland"],
    ["20000", "remote"], // Ajaccio
    ["20200", "remote"], // Bastia
    ["29242", "remote"], // Ouessant
    ["85350", "remote"], // Île d'Yeu
    ["97100", "overseas"], // Guadeloupe
    ["97400", "overseas"], // La Réunion
    ["98800", "overseas"], // New Caledonia
    ["98000", "mainland"], // Monaco, served by La Poste
  ])("France %s is %s", (zip, zone) => {
    expect(classifyDestination("FR", zip, FR_ZIP)).toBe(zone);
  });

  it.each([
    ["SW1A 1AA", "mainland"],
    ["EH1 1YZ", "mainland"], // Edinburgh
    ["IV1 1AA", "remote"], // Inverness
    ["iv11aa", "remote"],
    ["HS1 2AA", "remote"], // Stornoway
    ["ZE1 0AA", "remote"], // Lerwick
    ["BT1 1AA", "remote"], // Belfast
    ["PH17 2AA", "remote"],
    ["PH1 1AA", "mainland"], // Perth
    ["PA20 0AA", "remote"], // Bute
    ["PA1 1AA", "mainland"], // Paisley
    ["AB31 5AA", "remote"],
    ["AB10 1AA", "mainland"], // Aberdeen
    ["TR21 0AA", "remote"], // Isles of Scilly
    ["TR1 1AA", "mainland"], // Truro
  ])("United Kingdom %s is %s", (zip, zone) => {
    expect(classifyDestination("GB", zip, GB_ZIP)).toBe(zone);
  });

  it("knows the German islands", () => {
    expect(classifyDestination("DE", "27498", DE_ZIP)).toBe("remote");
    expect(classifyDestination("DE", "25980", DE_ZIP)).toBe("remote");
    expect(classifyDestination("DE", "10115", DE_ZIP)).toBe("mainland");
    expect(classifyDestination("DE", "25460", DE_ZIP)).toBe("mainland"); // Ellerau, on the mainland
    expect(classifyDestination("DE", "2", null)).toBe("mainland");
  });

  it("calls a missing or malformed zip unknown", () => {
    expect(classifyDestination("FR", "", FR_ZIP)).toBe("unknown");
    expect(classifyDestination("FR", "   ", FR_ZIP)).toBe("unknown");
    expect(classifyDestination("FR", "7501", FR_ZIP)).toBe("unknown");
    expect(classifyDestination("GB", "75011", GB_ZIP)).toBe("unknown");
  });

  it("checks only the remote lists when the country has no postcode format", () => {
    expect(classifyDestination("BE", "anything", null)).toBe("mainland");
    expect(classifyDestination("FR", "20000", null)).toBe("remote");
  });
});

describe("extraTransitDays", () => {
  it("gives mainland none, remote areas two and overseas an indicative window", () => {
    expect(extraTransitDays("FR", "mainland")).toEqual({ earliest: 0, latest: 0 });
    expect(extraTransitDays("FR", "remote")).toEqual({ earliest: 0, latest: 2 });
    expect(extraTransitDays("FR", "overseas")).toEqual({ earliest: 3, latest: 10 });
  });

  it("covers an unknown zip with the remote window only where remote areas exist", () => {
    expect(extraTransitDays("GB", "unknown")).toEqual({ earliest: 0, latest: 2 });
    expect(extraTransitDays("BE", "unknown")).toEqual({ earliest: 0, latest: 0 });
  });
});
