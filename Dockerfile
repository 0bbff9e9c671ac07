# syntax=docker/dockerfile:1.7
#
# The client portal as one image: the NestJS server with the prerendered React build beside it.
#
#   docker build -t table-bay-portal .
#   docker run -p 3000:3000 -v portal-data:/app/data table-bay-portal      # embedded profile (SQLite, local files)
#   docker compose up                                                       # MySQL + MinIO profile, see docker-compose.yml
#
# Stages: build-tools (compilers for the native addons) -> deps (every dependency the build needs)
# -> build (frontend, then backend) and, in parallel, prod-deps (runtime dependencies only)
# -> runtime (no compilers, no dev dependencies, no sources, non-root).

# The code also runs on Node 20, but Node 20 is past its end of life; the image follows the
# current LTS line. Bump this and rebuild when a new LTS line starts.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# better-sqlite3 and argon2 compile with node-gyp when no prebuilt binary matches, so the
# install stages need Python, make and a C++ compiler. None of this reaches the runtime stage.
FROM base AS build-tools
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*

# Every workspace manifest is copied, not only the two we build: `npm ci` checks the lock file
# against all workspaces and refuses a partial set.
FROM build-tools AS deps
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only the shared package, the backend and the frontend (plus the root's TypeScript): the browser
# and benchmark tooling is never needed to build the image.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace=packages/shared --workspace=backend --workspace=frontend --include-workspace-root

FROM deps AS build
# The prerendered pages' canonical links, structured data and sitemap are rewritten by the server
# to its run-time PUBLIC_URL when it loads them, so one image serves staging and production; this
# build-time value is only the placeholder they are built with.
ARG PUBLIC_URL=http://localhost:3000
# The firm's details are no build argument: the server renders the public pages with its own
# FIRM_* settings when it starts (docs/public-site.md, "Firm settings"), from the self-contained
# SSR bundle the build leaves in frontend/dist/server/.
COPY packages/shared packages/shared
COPY backend backend
COPY frontend frontend
# Both sides import packages/shared (docs/decisions/0017-shared-package.md); `npm run build` builds
# it first, then the frontend (prerendered pages), then the backend.
RUN npm run build

FROM build-tools AS prod-deps
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Runtime dependencies of the backend only: the frontend ships as static files, so none of its
# packages are needed at run time. @table-bay/shared is a workspace, so npm links it
# (node_modules/@table-bay/shared -> ../../packages/shared) and the runtime stage copies its build
# there. Then ~50 MB of build leftovers go: better-sqlite3's SQLite sources and object files (only
# the compiled .node file is loaded), and TypeScript, which npm keeps because @nestjs/swagger names
# it as an optional peer for its build-time plugin.
# The last line makes the build fail here, not at first start, if a native addon did not build
# (for instance because npm skipped its install script).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=backend \
    && B=node_modules/better-sqlite3 \
    && find "$B/build" -mindepth 1 -maxdepth 1 ! -name Release -exec rm -rf {} + \
    && find "$B/build/Release" -mindepth 1 ! -name better_sqlite3.node -exec rm -rf {} + \
    && rm -rf "$B/deps" "$B/src" node_modules/typescript \
    && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get(); require('argon2')"

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app

# Owned by root and read-only to the app user: a compromised process cannot rewrite its own code.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/package.json ./package.json
COPY --from=build /app/packages/shared/package.json ./packages/shared/package.json
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/frontend/dist ./frontend/dist

# The embedded profile (SQLite and uploads) writes here; it is the one writable path. Mount a
# volume on it when running that profile (-v portal-data:/app/data). No VOLUME instruction: the
# MySQL + S3 profile writes nothing locally and should not collect anonymous volumes.
RUN mkdir -p /app/data && chown node:node /app/data

# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000

# The server answers 503 while the database or the bucket is unreachable, so the orchestrator
# sees a broken dependency as an unhealthy container. The image has no curl: Node's fetch does it.
# start-period covers the migrations applied at start.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node runs as PID 1 directly (no npm wrapper) so SIGTERM reaches the server, which closes its
# connections on shutdown. Migrations are applied by the server itself before it listens; a
# deployment that migrates first runs `node backend/dist/database/cli.js run` from this image.
CMD ["node", "backend/dist/main.js"]
