import { data } from "react-router";
import { serverEnv } from "~/server/env.server";

/**
 * The framework floor of `npm run bench`: a document through the same middleware and root as every
 * page, with no route data. It exists only when the server runs with BENCH=1.
 */
export function loader() {
  if (!serverEnv().benchMode)
    throw data("Page Not Found: /__bench/", { status: 404, statusText: "Not Found" });
  return null;
}

export default function BenchFloor() {
  return <p>OK</p>;
}
