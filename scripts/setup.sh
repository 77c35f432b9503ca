#!/usr/bin/env bash
# Prepares a fresh Debian machine (any Node.js with npm 11) to run and test the site. Idempotent: installs only what is
# missing. System packages: Chromium (Lighthouse) and its headless shell (browser tests, audit) and PostgreSQL (the local forms backend). Node.js: the
# version in .node-version, from the npm registry's `node` package (Node's official binaries), a devDependency that
# npm puts first on every npm script's PATH as node_modules/.bin/node, whatever Node the machine has.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
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
#
# npm itself runs on the project's Node too, so that no package is installed under an engine it refuses: before the
# first install, node_modules/.bin/node does not exist yet, and a throwaway copy in .cache/node serves once.
want=$(tr -d '[:space:]' <.node-version)
runs_wanted() { [[ -x $1/node && $("$1/node" --version) == "v$want" ]]; }
if runs_wanted node_modules/.bin; then
  PATH=$PWD/node_modules/.bin:$PATH
elif [[ $(node --version) != "v$want" ]]; then
  bootstrap=.cache/node/$want
  if ! runs_wanted "$bootstrap/node_modules/.bin"; then
    echo "Installation de Node.js $want (paquet npm « node »)"
    npm install --prefix "$bootstrap" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$want"
  fi
  PATH=$PWD/$bootstrap/node_modules/.bin:$PATH
fi
stamp=node_modules/.setup-stamp
wanted=$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(cat "$stamp") != "$wanted" ]]; then
  npm install --no-audit --no-fund
  cat package.json package-lock.json | sha256sum | cut -d' ' -f1 >"$stamp"
fi
runs_wanted node_modules/.bin || { echo "node_modules/.bin/node n'est pas Node.js $want : relancez npm run setup" >&2; exit 1; }
