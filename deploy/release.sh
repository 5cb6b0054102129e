#!/usr/bin/env bash
# Builds the code in /srv/portfolio/source as the site's user, installs the build as a new
# release beside the running one, points /srv/portfolio/current at it and restarts the service.
# The running server keeps serving its own release until the restart; the previous releases stay
# for a rollback (see the README, "Deploy"). Run it as root: sudo deploy/release.sh
set -euo pipefail

ROOT=${PORTFOLIO_ROOT:-/srv/portfolio}
SITE_USER=${PORTFOLIO_USER:-portfolio}
ENV_FILE=${PORTFOLIO_ENV:-/etc/portfolio.env}
RESTART=${PORTFOLIO_RESTART:-systemctl restart portfolio}
KEEP=${PORTFOLIO_KEEP:-3}

as_site() { runuser -u "$SITE_USER" -- env HOME="$(getent passwd "$SITE_USER" | cut -d: -f6)" "$@"; }

cd "$ROOT/source"
echo "Building $(git log -1 --format='%h %s' 2>/dev/null || echo 'the code') …"
# The settings marked "build" in the env file end up in the pages and the headers.
as_site bash -c "set -a; . '$ENV_FILE'; set +a; npm ci --no-audit --no-fund && npm run build"

id=$(cat .next/BUILD_ID)
as_site mkdir -p "$ROOT/releases"
as_site cp -a .next/standalone "$ROOT/releases/$id"
# Switch atomically: a new link, renamed over the old one.
ln -sfn "releases/$id" "$ROOT/current.new"
mv -T "$ROOT/current.new" "$ROOT/current"
echo "Release $id installed; restarting: $RESTART"
$RESTART

# Wait for the new build to answer its health check.
port=$(sed -n 's/^PORT=//p' "$ENV_FILE" | tail -1)
url="http://127.0.0.1:${port:-3000}/api/health"
for _ in $(seq 1 60); do
  if curl -fsS "$url" 2>/dev/null | grep -q "\"buildId\":\"$id\""; then
    echo "Live: $(curl -fsS "$url")"
    # Keep the newest $KEEP releases (the live one among them).
    ls -1t "$ROOT/releases" | tail -n +"$((KEEP + 1))" | while read -r old; do
      [ "$old" != "$id" ] && rm -rf "${ROOT:?}/releases/$old"
    done
    exit 0
  fi
  sleep 0.5
done
echo "Release $id did not answer $url within 30 s: see journalctl -u portfolio." >&2
exit 1
