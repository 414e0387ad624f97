# syntax=docker/dockerfile:1
# Build stage: full dependencies, compile the client and server bundles, then drop dev packages.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The operations commands, bundled like the server, since tsx (npm run db:backup...) is a dev package:
#   docker compose exec app node dist/ops/db-backup.cjs --out /app/data/stratum.jsonl.gz (docs/operations.md)
RUN npx esbuild scripts/db-backup.ts scripts/db-restore.ts scripts/create-admin.ts --bundle --platform=node \
      --target=node20 --packages=external --outdir=dist/ops --out-extension:.js=.cjs --log-level=warning \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: production dependencies, the built bundles and public media only, as a non-root user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
# Owned by node in the image, so a named volume mounted here starts owned by node too (docker copies
# the folder's ownership on first mount): the generated session secret lands here.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = the database answers a ping (/readyz); /healthz would only say the process lives.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# A bounded old space makes V8 collect sooner: resident memory stays flat near 165 MB (README).
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "dist/server/index.cjs"]
