# Production image of Caveau, running against a PostgreSQL server given by DATABASE_URL.
# docker build -t caveau . && docker run -p 3000:3000 -e DATABASE_URL=postgres://... \
#   -e SESSION_SECRET=... -e JWT_SECRET=... -e APP_URL=https://caveau.example caveau

FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# All dependencies, for the build.
FROM base AS deps
COPY package.json package-lock.json ./
# patch-package applies patches/ on install (docs/decisions/0005).
COPY patches ./patches
RUN npm ci --include=dev --no-audit --no-fund

# Runtime dependencies only.
FROM base AS production-deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund

FROM base AS build
COPY --from=deps /app/node_modules /app/node_modules
COPY . .
RUN npm run build

FROM base
ENV PORT=3000 \
    SEED_DEMO=false
COPY --from=production-deps /app/node_modules /app/node_modules
COPY --from=build /app/build /app/build
COPY --from=build /app/public /app/public
COPY package.json server.mjs instrument.server.mjs ./
COPY scripts ./scripts
COPY drizzle ./drizzle
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/version.txt').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/serve.mjs"]
