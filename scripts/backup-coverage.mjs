// What `npm run backup` covers in each setup (issue 37 §1, ADR 071), said before it runs so an
// operator never mistakes the SQLite copy for a copy of everything: the database it copies (SQLite
// only; PostgreSQL is pg_dump's), and where files live (DATA_DIR beside it, or an S3 bucket).

/** Lines to print; `database` is "sqlite" (this script copies it) or "postgres" (it can't). */
export function backupCoverage(env) {
  const database = env.DATABASE_URL ? "postgres" : "sqlite";
  const dataDir = env.DATA_DIR || ".data";
  const lines = [];
  if (database === "sqlite") lines.push(`Database: ${dataDir}/commerce.sqlite: copied by this command.`);
  else
    lines.push(
      "Database: PostgreSQL (DATABASE_URL): NOT copied by this command; back it up with pg_dump -Fc (docs/deployment.md).",
    );
  if (env.S3_BUCKET)
    lines.push(
      `Files (print files, media, design pictures, quote attachments): in the bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}: NOT copied by this command; keep the bucket versioned or replicated, or copy it (e.g. aws s3 sync s3://${env.S3_BUCKET} DIR).`,
    );
  else
    lines.push(
      `Files (print files, media, design pictures, quote attachments): ${dataDir}/artwork and ${dataDir}/media: NOT copied by this command; copy them with your file backup.`,
    );
  lines.push(
    env.SMTP_URL
      ? "Mail: sent through SMTP_URL; the outbox table is in the database."
      : `Mail: development .eml files in ${dataDir}/outbox (nothing to keep).`,
  );
  return { database, lines };
}
