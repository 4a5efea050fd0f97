# latchkey-server as an OCI image: the product server (embedded wallets, email login, fee
# sponsorship) on Node 20, run as the unprivileged `node` user. Build from the repository's root:
#   docker build -t latchkey-server .
# Run it with compose.yaml (PostgreSQL 15 beside it), or give it DATABASE_URL and the LATCHKEY_*
# variables yourself (`docker run --rm latchkey-server node packages/server/dist/esm/cli.js --help`
# lists them).

# Build: compile @latchkey/server's TypeScript, and @latchkey/core's before it (the server imports
# the product API contract from @latchkey/core/product-api), with only their dependency trees
# installed.
FROM node:20-slim AS build
# The lock file is npm 11's: Node 20's own npm (10.8) cannot install from it (it crashes, "Exit
# handler never called", and leaves no TypeScript), so both stages take the npm it was made with.
ARG NPM_VERSION=11.19.1
RUN npm install -g npm@${NPM_VERSION} --no-audit --no-fund
WORKDIR /app
COPY . .
# Then every workspace's package.json is set aside without its devDependencies, so the runtime's
# npm ci follows the lock file without the workspaces' code and installs no test tooling.
RUN npm ci -w packages/server --include-workspace-root --ignore-scripts --no-audit --no-fund \
 && npm run build -w packages/core \
 && npm run build -w packages/server \
 && node -e "const fs = require('node:fs'); for (const w of require('./package.json').workspaces) { const manifest = JSON.parse(fs.readFileSync(w + '/package.json', 'utf8')); delete manifest.devDependencies; fs.mkdirSync('/manifests/' + w, { recursive: true }); fs.writeFileSync('/manifests/' + w + '/package.json', JSON.stringify(manifest, null, 2)); }"

# Runtime: the compiled server and core and their production dependencies, at the lock file's
# versions.
FROM node:20-slim
ARG NPM_VERSION=11.19.1
RUN npm install -g npm@${NPM_VERSION} --no-audit --no-fund
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /manifests/ ./
COPY --from=build /app/packages/core/dist packages/core/dist
COPY --from=build /app/packages/server/dist packages/server/dist
RUN npm ci --omit=dev -w packages/server --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /app/data && chown node:node /app/data
USER node
# Listen on every interface inside the container; PGlite's folder if DATABASE_URL is unset.
ENV HOST=0.0.0.0 PORT=8820 LATCHKEY_DATA_DIR=/app/data
EXPOSE 8820
# Liveness: the process answers. Readiness (the database, custody, a funded fee payer) is GET
# /ready, for the orchestrator's readiness probe (compose.yaml's healthcheck uses it).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8820) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains the requests in flight within LATCHKEY_SHUTDOWN_TIMEOUT_MS; node
# runs as PID 1 directly (exec form), so it gets the signal.
CMD ["node", "packages/server/dist/esm/cli.js"]
