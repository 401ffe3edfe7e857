# Buyer Portal: the API and the portal's static files in one image (the API serves both).
#   docker build -t buyer-portal .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e SMTP_URL=... -e KEY_ENCRYPTION_KEY=... buyer-portal
# Without DEMO_MODE=true the server is a production one and refuses to start without a database,
# a mail transport and the key-encryption key (README.md, Production settings). compose.yaml runs
# two instances behind nginx (README.md, Running more than one instance).

# ---- build: every dependency, the API bundle and the portal ----
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# Nx stays inside the build: no daemon, no cloud, no analytics (docs: toolchain notes).
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_USE_LOCAL=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/apps/api: main.mjs, the sheet worker, the seed and ops CLIs, the migrations;
# dist/apps/buyer-portal: the portal.
RUN node apps/api/build.mjs && npx vite build -c apps/buyer-portal/vite.config.mts

# ---- production dependencies only (the API bundle loads npm packages at run time) ----
FROM node:20.20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----
FROM node:20.20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STATIC_DIR=/app/dist/apps/buyer-portal
COPY --from=dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/dist/apps/api ./dist/apps/api
COPY --from=build --chown=node:node /app/dist/apps/buyer-portal ./dist/apps/buyer-portal
# Uploaded documents (FILES_DIR) and, for one instance on the embedded database, DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process answers (no database); orchestrators send traffic on /health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the server drains (503 with Connection: close to new requests, requests and the running
# job finished) within SHUTDOWN_GRACE_MS; give the container longer than that to stop.
STOPSIGNAL SIGTERM
CMD ["node", "dist/apps/api/main.mjs"]
