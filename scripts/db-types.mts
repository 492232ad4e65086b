import fs from "node:fs";
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from "../commerce-api/db/codegen/generate";

// `npm run db:types`: rewrites commerce-api/db/schema.generated.ts from the migrations (ADR 085).
fs.writeFileSync(GENERATED_TYPES_FILE, await generateDatabaseTypes());
console.info(`wrote ${GENERATED_TYPES_FILE}`);
