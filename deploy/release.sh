#!/usr/bin/env bash
# Builds the code in /srv/portfolio/source, installs the build as a new release beside the running
# one, points /srv/portfolio/current at it and swaps it in with no failed request: the new release
# starts beside the live one (portfolio-bridge, on port 3001, nginx's backup), then the service
# restarts on it while nginx sends visitors to the bridge, then the bridge stops. If the new one
# does not report healthy within 2 minutes, the previous release is put back. The last releases stay
# for a rollback (see docs/deploy.md, "Roll back"). Dependencies are installed (npm ci) only when
# package-lock.json or Node changed since the last install, and Next's build cache (.next/cache)
# is kept, so a publish of content only (npm run publish) rebuilds the pages alone.
# Run it as root: sudo deploy/release.sh
#
# Two users, so that neither can harm what the other holds:
# - the build runs as portfolio-build, which owns the code and the releases but cannot read the
#   database, and is given only the settings a build reads (never SMTP_URL);
# - the service runs as portfolio, which owns the database and the image cache but can only read
#   its release (deploy/portfolio.service).
set -euo pipefail

ROOT=${PORTFOLIO_ROOT:-/srv/portfolio}
BUILD_USER=${PORTFOLIO_BUILD_USER:-portfolio-build}
SITE_USER=${PORTFOLIO_USER:-portfolio}
ENV_FILE=${PORTFOLIO_ENV:-/etc/portfolio.env}
# Optimised images, one folder per release (CacheDirectory= in deploy/portfolio.service).
CACHE=${PORTFOLIO_CACHE:-/var/cache/portfolio}
RESTART=${PORTFOLIO_RESTART:-systemctl restart portfolio}
# The port deploy/portfolio.service gives the server.
HEALTH=${PORTFOLIO_HEALTH:-http://127.0.0.1:3000/api/health}
# The new release beside the live one while it restarts (deploy/portfolio-bridge.service).
BRIDGE_START=${PORTFOLIO_BRIDGE_START:-systemctl start portfolio-bridge}
BRIDGE_STOP=${PORTFOLIO_BRIDGE_STOP:-systemctl stop portfolio-bridge}
BRIDGE_HEALTH=${PORTFOLIO_BRIDGE_HEALTH:-http://127.0.0.1:3001/api/health}
BRIDGE_GRACE=${PORTFOLIO_BRIDGE_GRACE:-6}
KEEP=${PORTFOLIO_KEEP:-3}

# The settings `npm run build` reads (those marked "build" or "both" in docs/settings.md), as NAME=value
# arguments for env. The file is read here, by root; the rest of it never reaches the build.
build_settings() {
  (
    set -a
    # shellcheck disable=SC1090
    . "$1"
    set +a
    # PAGE_SCRIPTS, a former name, goes too: the build then says what it is called now.
    for name in SITE_URL CSP_EXTRA DEFERRED_HYDRATION CONFIG_DIR PAGE_SCRIPTS $(compgen -v NEXT_PUBLIC_ || true); do
      if [ -n "${!name+set}" ]; then printf '%s=%s\0' "$name" "${!name}"; fi
    done
  )
}

as_build() {
  local home
  home=$(getent passwd "$BUILD_USER" | cut -d: -f6)
  local settings=()
  while IFS= read -r -d '' setting; do settings+=("$setting"); done < <(build_settings "$ENV_FILE")
  # At a lower priority, so the live site beside it answers visitors first.
  runuser -u "$BUILD_USER" -- nice -n 10 env -i PATH="$PATH" HOME="$home" \
    NEXT_TELEMETRY_DISABLED=1 "${settings[@]}" "$@"
}

# Answers 0 once the health check at $2 (the service's by default) reports build $1. A start checks
# its pages before it listens (build/start.mjs): a minute or more on a small, busy server.
live() {
  for _ in $(seq 1 240); do
    curl -fsS "${2:-$HEALTH}" 2>/dev/null | grep -q "\"buildId\":\"$1\"" && return 0
    sleep 0.5
  done
  return 1
}

# Switches atomically: a new link, renamed over the old one. $ROOT is the builder's, so the builder
# makes the change: root never writes where another user can plant links.
switch_to() {
  runuser -u "$BUILD_USER" -- ln -sfn "$1" "$ROOT/current.new"
  runuser -u "$BUILD_USER" -- mv -T "$ROOT/current.new" "$ROOT/current"
}

# The form next.config.ts gives build ids (YYYY-MM-DD-<8 hex>). The id comes from a file the
# builder writes and names folders below, so nothing else may pass: no "/", no "..".
is_build_id() {
  [[ $1 =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9a-f]{8}$ ]]
}

main() {
  cd "$ROOT/source"
  # The commit's subject is the builder's text: its control characters never reach root's terminal.
  local subject installed
  subject=$(runuser -u "$BUILD_USER" -- git log -1 --format='%h %s' | tr -d '\000-\037\177')
  # The lockfile and Node's version: the compiled better-sqlite3 depends on both.
  installed="$(sha256sum package-lock.json | cut -d' ' -f1) $(node --version)"
  if [ "$(runuser -u "$BUILD_USER" -- cat node_modules/.portfolio-installed 2>/dev/null)" = "$installed" ]; then
    echo "Dependencies unchanged since the last install: no npm ci."
  else
    echo "Installing dependencies (npm ci) …"
    as_build bash -c 'npm ci --no-audit --no-fund && printf "%s\n" "$1" > node_modules/.portfolio-installed' _ "$installed"
  fi
  echo "Building $subject …"
  as_build npm run build

  local id previous
  id=$(runuser -u "$BUILD_USER" -- head -c 64 .next/BUILD_ID)
  if ! is_build_id "$id"; then
    echo "Stopped: .next/BUILD_ID is not a build id of the form 2026-11-22-4c4e5bf2 (it holds \"${id//[^[:print:]]/?}\")." >&2
    exit 1
  fi
  previous=$(readlink "$ROOT/current" 2>/dev/null || true)
  runuser -u "$BUILD_USER" -- mkdir -p "$ROOT/releases"
  runuser -u "$BUILD_USER" -- rm -rf "$ROOT/releases/$id"
  # A release is the server (app/) and, beside it, the private case studies the build set aside
  # (private/, empty when there are none): the server reads them from there (build/start.mjs).
  runuser -u "$BUILD_USER" -- mkdir -p "$ROOT/releases/$id/private"
  runuser -u "$BUILD_USER" -- cp -a .next/standalone "$ROOT/releases/$id/app"
  # The build keeps them to its own user; the release's files are readable by the service.
  if [ -d .next/private ]; then
    runuser -u "$BUILD_USER" -- cp -R --no-preserve=mode .next/private/. "$ROOT/releases/$id/private/"
  fi
  # The only place the server writes inside its release is Next.js's image cache: it points
  # outside, to a folder of the service's own. Root makes only $CACHE; the service's user makes
  # the release's folder in it, as root would follow a link planted there.
  install -d -o "$SITE_USER" -g "$SITE_USER" -m 0750 "$CACHE"
  runuser -u "$SITE_USER" -- mkdir -p -m 0750 "$CACHE/$id"
  runuser -u "$BUILD_USER" -- rm -rf "$ROOT/releases/$id/app/.next/cache"
  runuser -u "$BUILD_USER" -- ln -s "$CACHE/$id" "$ROOT/releases/$id/app/.next/cache"

  switch_to "releases/$id/app"
  echo "Release $id installed; starting it beside the live one: $BRIDGE_START"
  $BRIDGE_START
  if ! live "$id" "$BRIDGE_HEALTH"; then
    echo "Release $id did not report healthy at $BRIDGE_HEALTH within 2 minutes (journalctl -u portfolio-bridge says why): the live site is unchanged." >&2
    $BRIDGE_STOP || true
    if [ -n "$previous" ]; then switch_to "$previous"; fi
    exit 1
  fi
  echo "Restarting the service on it: $RESTART (nginx sends visitors to the new release meanwhile)"
  $RESTART

  if live "$id"; then
    # nginx keeps a server it saw refuse out for fail_timeout (5 s, deploy/nginx.conf), sending
    # everything to the bridge meanwhile: it stops once nginx is back on the service.
    sleep "$BRIDGE_GRACE"
    $BRIDGE_STOP
    echo "Live: $(curl -fsS "$HEALTH")"
    # Keep the newest $KEEP releases, the live one among them, and their image caches. Each user
    # removes only its own folders, and only those named like a build id.
    runuser -u "$BUILD_USER" -- ls -1t "$ROOT/releases" | tail -n +"$((KEEP + 1))" |
      while IFS= read -r old; do
        if is_build_id "$old" && [ "$old" != "$id" ]; then
          runuser -u "$BUILD_USER" -- rm -rf "${ROOT:?}/releases/$old"
          runuser -u "$SITE_USER" -- rm -rf "${CACHE:?}/$old"
        fi
      done
    exit 0
  fi

  echo "Release $id did not report healthy at $HEALTH within 2 minutes (journalctl -u portfolio says why)." >&2
  if [ -n "$previous" ]; then
    echo "Putting back $previous." >&2
    switch_to "$previous"
    $RESTART
  fi
  $BRIDGE_STOP || true
  exit 1
}

# Sourced (by deploy/repository.test.ts), it only defines the functions.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
