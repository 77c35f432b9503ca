#!/usr/bin/env bash
# Prepares a fresh Debian machine (Node 20 and npm present) to run and test the site. Idempotent: installs only what
# is missing. System packages: Chromium (browser tests, Lighthouse) and PostgreSQL (the local forms backend).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  echo "Installation des paquets système : ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Install the locked npm dependencies, again only when package.json or the lock file changed. `npm install` rather
# than `npm ci`: npm 11 leaves other platforms' optional packages out of the lock file, which `npm ci` then rejects;
# with a lock file present, `npm install` installs exactly the locked versions.
stamp=node_modules/.setup-stamp
wanted=$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(cat "$stamp") != "$wanted" ]]; then
  npm install --no-audit --no-fund
  cat package.json package-lock.json | sha256sum | cut -d' ' -f1 >"$stamp"
fi
