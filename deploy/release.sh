#!/usr/bin/env bash
# Builds the code in /srv/portfolio/source as the site's user, installs the build as a new
# release beside the running one, points /srv/portfolio/current at it and restarts the service.
# The running server keeps serving its own release until the restart. If the new one does not
# report healthy within 30 s, the previous release is put back. The last releases stay for a
# rollback (see the README, "Deploy"). Run it as root: sudo deploy/release.sh
set -euo pipefail

ROOT=${PORTFOLIO_ROOT:-/srv/portfolio}
SITE_USER=${PORTFOLIO_USER:-portfolio}
ENV_FILE=${PORTFOLIO_ENV:-/etc/portfolio.env}
RESTART=${PORTFOLIO_RESTART:-systemctl restart portfolio}
# The port deploy/portfolio.service gives the server.
HEALTH=${PORTFOLIO_HEALTH:-http://127.0.0.1:3000/api/health}
KEEP=${PORTFOLIO_KEEP:-3}

as_site() { runuser -u "$SITE_USER" -- env HOME="$(getent passwd "$SITE_USER" | cut -d: -f6)" "$@"; }

# Answers 0 once the health check reports build $1.
live() {
  for _ in $(seq 1 60); do
    curl -fsS "$HEALTH" 2>/dev/null | grep -q "\"buildId\":\"$1\"" && return 0
    sleep 0.5
  done
  return 1
}

cd "$ROOT/source"
echo "Building $(as_site git log -1 --format='%h %s') …"
# The settings marked "build" in the env file end up in the pages and the headers.
as_site bash -c 'set -a; . "$1"; set +a; npm ci --no-audit --no-fund && npm run build' _ "$ENV_FILE"

id=$(cat .next/BUILD_ID)
previous=$(readlink "$ROOT/current" 2>/dev/null || true)
as_site mkdir -p "$ROOT/releases"
as_site cp -a .next/standalone "$ROOT/releases/$id"

# Switches atomically: a new link, renamed over the old one.
switch_to() {
  ln -sfn "$1" "$ROOT/current.new"
  mv -T "$ROOT/current.new" "$ROOT/current"
}
switch_to "releases/$id"
echo "Release $id installed; restarting: $RESTART"
$RESTART

if live "$id"; then
  echo "Live: $(curl -fsS "$HEALTH")"
  # Keep the newest $KEEP releases, the live one among them.
  ls -1t "$ROOT/releases" | tail -n +"$((KEEP + 1))" | while read -r old; do
    if [ "$old" != "$id" ]; then rm -rf "${ROOT:?}/releases/$old"; fi
  done
  exit 0
fi

echo "Release $id did not report healthy at $HEALTH within 30 s (journalctl -u portfolio says why)." >&2
if [ -n "$previous" ]; then
  echo "Putting back $previous." >&2
  switch_to "$previous"
  $RESTART
fi
exit 1
