#!/usr/bin/env bash
# The test command: install the package with its test tools, install Debian's chromium for the
# browser tests when it is missing (Playwright drives it; no browser is downloaded), then run
# pytest with any arguments given.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e '.[dev]'
if [ ! -x "${RUSHDECK_CHROMIUM:-/usr/bin/chromium}" ]; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  echo "installing Debian's chromium for the browser tests" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
exec python3 -m pytest "$@"
