# One image for the server and the worker (the compose file picks the command).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
USER node
EXPOSE 4000
# The server's Node flags are scripts/node-flags.json's (a test compares them).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "dist/server/src/main.js"]
