#!/usr/bin/env bash
# Copies the site's SQLite databases, while the site runs, into a dated folder of BACKUP_DIR, keeps
# the newest BACKUP_KEEP folders and, with BACKUP_TARGET set, sends the new folder to another
# machine over SSH. Installed as /usr/local/bin/portfolio-backup and run daily by
# deploy/portfolio-backup.timer as the site's user; restoring is in docs/deploy.md, "Back up".
set -euo pipefail

DATA_DIR=${DATA_DIR:-/var/lib/portfolio}
BACKUP_DIR=${BACKUP_DIR:-/var/lib/portfolio-backup}
BACKUP_KEEP=${BACKUP_KEEP:-14}
# user@host:folder/ for rsync; empty: the copies stay on this machine.
BACKUP_TARGET=${BACKUP_TARGET:-}
BACKUP_SSH_KEY=${BACKUP_SSH_KEY:-$BACKUP_DIR/.ssh/id_ed25519}
BACKUP_SSH_PORT=${BACKUP_SSH_PORT:-22}
# Messages, then page views (lib/store/engines/sqlite.ts). A file not there yet is left out.
DATABASES=(portfolio.db page-views.db)

# The folders' names: UTC time, so that they sort by age.
is_backup() {
  [[ $1 =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z$ ]]
}

main() {
  if ! [[ $BACKUP_KEEP =~ ^[1-9][0-9]*$ ]]; then
    echo "BACKUP_KEEP must be a whole number above 0, not \"$BACKUP_KEEP\"." >&2
    exit 1
  fi
  # sqlite3's dot-command below reads the file name in quotes.
  if [[ $BACKUP_DIR == *"'"* ]]; then
    echo "BACKUP_DIR must not hold a quote: $BACKUP_DIR" >&2
    exit 1
  fi
  umask 077
  mkdir -p "$BACKUP_DIR"
  local name folder partial copied=0
  name=$(date -u +%Y-%m-%dT%H%M%SZ)
  folder="$BACKUP_DIR/$name"
  partial="$folder.partial"
  if [ -e "$folder" ]; then
    echo "$folder already exists: one backup a second at most." >&2
    exit 1
  fi
  rm -rf "$partial"
  mkdir "$partial"

  for db in "${DATABASES[@]}"; do
    [ -f "$DATA_DIR/$db" ] || continue
    # SQLite's online backup: a consistent copy while the site writes (waiting up to 10 s for its
    # write lock).
    sqlite3 "$DATA_DIR/$db" ".timeout 10000" ".backup '$partial/$db'"
    # One self-contained file: restored, it needs no -wal beside it (the site turns WAL on again).
    sqlite3 "$partial/$db" "PRAGMA journal_mode = DELETE;" >/dev/null
    local check
    check=$(sqlite3 "$partial/$db" "PRAGMA integrity_check;")
    if [ "$check" != ok ]; then
      echo "The copy of $db fails SQLite's integrity check: $check" >&2
      exit 1
    fi
    copied=$((copied + 1))
  done
  if [ "$copied" = 0 ]; then
    rm -rf "$partial"
    echo "No database in $DATA_DIR yet: nothing to back up." >&2
    exit 1
  fi
  mv -T "$partial" "$folder"
  echo "Backed up $copied database(s) to $folder ($(du -sh "$folder" | cut -f1))."

  # Newest first; only folders named like a backup are ever removed.
  local kept=0 old
  while IFS= read -r old; do
    is_backup "$old" || continue
    kept=$((kept + 1))
    if [ "$kept" -gt "$BACKUP_KEEP" ]; then rm -rf "${BACKUP_DIR:?}/$old"; fi
  done < <(ls -1r "$BACKUP_DIR")

  if [ -n "$BACKUP_TARGET" ]; then
    # A key of its own, and the other machine's host key checked against the list made once by
    # hand (docs/deploy.md): a changed host key stops the copy.
    rsync -a -e "ssh -p $BACKUP_SSH_PORT -i $BACKUP_SSH_KEY -o IdentitiesOnly=yes -o BatchMode=yes -o UserKnownHostsFile=$BACKUP_DIR/.ssh/known_hosts" \
      "$folder" "$BACKUP_TARGET"
    echo "Copied $name to $BACKUP_TARGET."
  fi
}

# Sourced (by deploy/backup.test.ts), it only defines the functions.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
