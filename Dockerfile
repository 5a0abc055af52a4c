# Build stage: Node.js + npm bring Bun as a dev dependency, exactly as on a developer machine.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run stage: the single executable, as a non-root user, with the data folder as a volume.
FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /data parksite \
  && mkdir -p /data && chown parksite /data
COPY --from=build /app/dist/parksite /usr/local/bin/parksite
USER parksite
WORKDIR /data
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
ENTRYPOINT ["/usr/local/bin/parksite"]
CMD ["serve"]
