# The reference game server (royal-ur/server) as an image, built from this repository:
#   docker build -t royal-ur-server .
#   docker run -p 8787:8787 -e REDIS_URL=redis://redis:6379 royal-ur-server
# The first stage packs the package as npm would publish it (`npm pack` builds it); the second
# installs that package alone, with its dependencies, and runs its server as an unprivileged user.
# test/server/pack.node.test.ts does the same steps without Docker. docs/deploy-server.md.
FROM node:22-slim AS pack
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm pack --pack-destination /pack

FROM node:22-slim
WORKDIR /app
COPY --from=pack /pack/ /tmp/pack/
RUN npm install --omit=dev --no-audit --no-fund /tmp/pack/royal-ur-*.tgz && rm -rf /tmp/pack
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
USER node
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:8787/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "node_modules/royal-ur/dist/server-main.js"]
