#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium, Firefox ESR and WebKitGTK (its WebDriver, on a
# virtual display, in a window of Python's GTK bindings) and check every page with the W3C Nu
# HTML checker, which runs on Java. As root, whatever is missing is installed from Debian's
# packages with apt-get; otherwise the tests stop here with a clear message. Nothing is ever
# downloaded from anywhere else. The tests' Chromium is its headless shell, as Playwright runs
# it headless. With `content` (the content lane, npm run test:content), only what that lane
# drives: Chromium and Java. With `audit` (npm run audit), the full browser Lighthouse measures.
set -euo pipefail
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
lane="${1:-all}"

missing=()
if [ "$lane" = audit ]; then
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
else
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
  command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
fi
if [ "$lane" = all ]; then
  [ -x "$firefox" ] || missing+=(firefox-esr)
  [ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
  /usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1')" >/dev/null 2>&1 ||
    missing+=(python3-gi gir1.2-webkit2-4.1)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing for the browser tests: ${missing[*]}. Installing Debian's packages with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need: ${missing[*]} (Debian's packages)." >&2
echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
echo "(or set CHROMIUM_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH to the browsers, and put java on the PATH)" >&2
exit 1
