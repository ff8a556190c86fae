#!/usr/bin/env bash
# Regenerates the migrations from the Drizzle schema. Until the first release (see docs/decisions/003) the
# whole history is rebuilt as: 0000 extensions (hand-written), 0001 tables (generated), 0002 extras
# (hand-written SQL drizzle-kit cannot express: exclusion constraints, full-text and trigram indexes).
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/vira-db-generate.lock
flock 9
rm -rf src/db/migrations
npx drizzle-kit generate --custom --name extensions >/dev/null
cp src/db/sql/0000_extensions.sql src/db/migrations/0000_extensions.sql
npx drizzle-kit generate --name tables >/dev/null
npx drizzle-kit generate --custom --name extras >/dev/null
awk 'FNR==1 && NR>1 {print "--> statement-breakpoint"} {print}' src/db/sql/extras/*.sql > src/db/migrations/0002_extras.sql
ls src/db/migrations
