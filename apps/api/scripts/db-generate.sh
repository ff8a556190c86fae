#!/usr/bin/env bash
# Migrations are append-only (docs/decisions/003): the baseline 0000–0002 is what every database starts from, and
# each later change is a new numbered file, never an edit of a committed one.
#   npm run db:generate -w apps/api -- <name>            the next migration, generated from the Drizzle schema
#   npm run db:generate -w apps/api -- <name> --custom   an empty one, for SQL drizzle-kit cannot express
#                                                        (exclusion constraints, triggers, trigram indexes)
# The schema-drift test fails while the schema and the migrations disagree.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: npm run db:generate -w apps/api -- <name> [--custom]}"
shift
exec npx drizzle-kit generate --name "$name" "$@"
