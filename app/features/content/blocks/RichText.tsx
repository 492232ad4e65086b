import type { BlockOf } from "./types";

export function RichText({ block }: { block: BlockOf<"richText"> }) {
  return (
    <section className="section">
      <div className="container">
        <div className="prose">
          {block.content.map((node, index) => {
            // Nodes have no id; their order is stable for a given page.
            const key = `${node.kind}-${index}`;
            switch (node.kind) {
              case "h2":
                return <h2 key={key}>{node.text}</h2>;
              case "h3":
                return <h3 key={key}>{node.text}</h3>;
              case "p":
                return <p key={key}>{node.text}</p>;
              case "ul":
                return (
                  <ul key={key}>
                    {node.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                );
              default:
                return null;
            }
          })}
        </div>
      </div>
    </section>
  );
}
