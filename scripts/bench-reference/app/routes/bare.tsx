/** The framework's own cost: a document (or its .data) with a loader that returns nothing. */
export function loader() {
  return null;
}

export default function Bare() {
  return <p>OK</p>;
}
