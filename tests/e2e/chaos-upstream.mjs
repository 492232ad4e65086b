// A misbehaving commerce API for the failure e2e: valid basic configs, then one page per failure
// mode (garbage, slow past the timeout, dropped connection, 500). Listens on loopback only.
import { createServer } from "node:http";

const port = Number(process.env.CHAOS_PORT ?? 3102);
const envelope = (data) => JSON.stringify({ status: "success", code: 200, data });

const pages = [
  { id: 1, key: "home", path: "/" },
  { id: 2, key: "garbage", path: "/garbage/" },
  { id: 3, key: "slow", path: "/slow/" },
  { id: 4, key: "dropped", path: "/dropped/" },
  { id: 5, key: "error", path: "/error/" },
  { id: 6, key: "not-json", path: "/not-json/" },
];

const basicConfigs = {
  trackingId: null,
  domain: {
    tenant: "fr",
    name: "Chaos Print",
    indexable: false,
    default_iso2: "FR",
    default_zipcode: "75001",
    base_locale: "fr",
    locale: "fr-FR",
    flag: "fr",
    countries: [{ iso2: "FR", name: "France" }],
    currency: "EUR",
    currencies: ["EUR"],
    file_check_price: { EUR: 490 },
  },
  urls: pages.map(({ id, key, path }) => ({ key, path, pageId: id })),
  defaultLinks: [{ id: "home", path: "/" }],
  dictionaries: {},
  configs: {
    supportEmail: "help@chaos.test",
    supportPhone: "+33 1 00 00 00 00",
    navigation: [{ label: "Garbage", path: "/garbage/" }],
    footerLinks: [],
    productQueryParams: {
      editCartItem: "e",
      editOrderItem: "o",
      preconfigured: "p",
      preconfiguredKey: "k",
      designId: "d",
    },
    promoStripes: [],
  },
};

function page(id) {
  const entry = pages.find((candidate) => candidate.id === id);
  return {
    id,
    key: entry.key,
    path: entry.path,
    title: `Chaos ${entry.key}`,
    metaTitle: "",
    metaDescription: "",
    blocks: [{ type: "richText", content: [{ kind: "p", text: `Healthy page ${entry.key}` }] }],
  };
}

createServer((req, res) => {
  const url = new URL(req.url, "http://chaos");
  if (url.pathname.startsWith("/api/v1/content/basic-configs")) {
    res.writeHead(200, { "content-type": "application/json" }).end(envelope(basicConfigs));
    return;
  }
  // A storefront with COMMERCE_API_URL asks it for its readiness (ADR 068).
  if (url.pathname.startsWith("/api/v1/health")) {
    res.writeHead(200, { "content-type": "application/json" }).end(envelope({ status: "ready" }));
    return;
  }
  if (url.pathname.startsWith("/api/v1/content/robots")) {
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(envelope({ body: "User-agent: *\nAllow: /\n" }));
    return;
  }
  const id = Number(url.searchParams.get("id"));
  switch (id) {
    case 2:
      res.writeHead(200, { "content-type": "application/json" }).end(envelope({ id: "two", blocks: "nope" }));
      return;
    case 3:
      setTimeout(() => res.writeHead(200).end(envelope(page(3))), 5_000).unref();
      return;
    case 4:
      req.socket.destroy();
      return;
    case 5:
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: "error", code: "INTERNAL_ERROR", message: "boom" }));
      return;
    case 6:
      res.writeHead(200, { "content-type": "text/html" }).end("<html>proxy error page</html>");
      return;
    default:
      res.writeHead(200, { "content-type": "application/json" }).end(envelope(page(id || 1)));
  }
}).listen(port, "127.0.0.1");
