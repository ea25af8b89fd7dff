# syntax=docker/dockerfile:1
# The app as one image (README, «Масштабирование»; docs/decisions/033-deployment.md):
# built with every dependency, run with the production ones only, as an unprivileged user.

# Production dependencies only (tsx, which runs the server's TypeScript, is one of them).
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

# The SPA, its server renderer, then the .br/.gz copies the server sends (npm run build).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY domain ./domain
COPY server ./server
COPY --from=build /app/dist/web ./dist/web
# The public pages' server renderer (web/entry-server.tsx; docs/decisions/044-server-rendering.md).
COPY --from=build /app/dist/ssr ./dist/ssr
# DATA_DIR: the PGlite database and files when DATABASE_URL and S3_* are not set, and mail as
# .eml files when SMTP_URL is not set. The image's `node` user owns it and runs the app.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# main.ts on SIGTERM: stops taking connections, ends event streams with a retry hint, finishes
# requests in flight, exits within 10 s (give the container more, e.g. stop_grace_period 15s).
STOPSIGNAL SIGTERM
# Liveness, not readiness: a database outage must not make every instance "unhealthy" at once
# (and restarted); /api/ready is for whoever routes traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As scripts/app-process.ts runs it: the build is in the image, so not `npm start`, whose
# first step rebuilds the SPA when its sources look newer than the build. --no-memory-reducer:
# V8 would otherwise shrink the heap about 110 s into a steady load with a 75-90 ms pause
# (docs/decisions/070-shared-reads.md); an instance keeps its heap's high-water mark instead.
CMD ["node", "--no-memory-reducer", "--import", "tsx", "server/main.ts"]
