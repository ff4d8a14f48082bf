#!/usr/bin/env bash
# npm test: the whole test suite — catalogue, types, lint, unit and oracle tests, built-site
# tests in real Chromium — with a summary table at the end. Exits non-zero if anything fails.
set -uo pipefail
cd "$(dirname "$0")/.."

# --- System tools npm cannot install: GNU units (the oracle) and Chromium (browser tests).
missing=()
command -v units >/dev/null 2>&1 || missing+=(units)
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} with apt-get…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") >/tmp/test-apt.log 2>&1 \
      || { echo "Could not install ${missing[*]} with apt-get (see /tmp/test-apt.log)."; exit 1; }
  else
    echo "Missing ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH to a Chromium binary)."
    exit 1
  fi
fi

results=()
failed=0
total_checks=0
total_failures=0
report_dir=$(mktemp -d)

# run NAME CHECKS_FROM COMMAND... — CHECKS_FROM is a vitest JSON report path or '-' (a single check).
run() {
  local name=$1 json=$2; shift 2
  local start=$SECONDS
  echo
  echo "=== $name: $*"
  "$@"
  local status=$?
  local secs=$((SECONDS - start)) checks=1 failures=0
  if [ "$json" != - ] && [ -f "$json" ]; then
    read -r checks failures < <(node -e 'const r=require(process.argv[1]);console.log(r.numTotalTests, r.numFailedTests + (r.numFailedTestSuites||0))' "$json")
  fi
  [ $status -ne 0 ] && [ "$failures" = 0 ] && failures=1
  [ $status -ne 0 ] && failed=1
  total_checks=$((total_checks + checks))
  total_failures=$((total_failures + failures))
  results+=("$(printf '%-16s %8s %9s %8s' "$name" "$checks" "$failures" "$secs")")
}

run catalogue - npx tsx scripts/build-catalog.ts
run typecheck - npm run --silent typecheck
run lint - npm run --silent lint
run unit "$report_dir/unit.json" npx vitest run --reporter=default --reporter=json --outputFile="$report_dir/unit.json"
run build - npx astro build --silent

# --- Built-site tests: astro preview on a free local port, Chromium drives it.
port=${TEST_PORT:-4329}
npx astro preview --port "$port" --host 127.0.0.1 >"$report_dir/preview.log" 2>&1 &
preview=$!
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.5; done
TEST_ORIGIN="http://127.0.0.1:$port" run browser "$report_dir/browser.json" \
  npx vitest run --config vitest.browser.config.ts --reporter=default --reporter=json --outputFile="$report_dir/browser.json"
kill "$preview" 2>/dev/null
wait "$preview" 2>/dev/null

echo
echo "suite               checks  failures  seconds"
printf '%s\n' "${results[@]}"
echo
echo "$((total_checks - total_failures)) passed, $total_failures failed"
exit $failed
