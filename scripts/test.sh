#!/usr/bin/env bash
# npm test: the whole test suite, and what CI runs — catalogue, types, lint, unit and oracle
# tests, one full build, the built-site quality gates over every page of dist/ (links, orphans,
# sitemap, head tags, routes, CSP, html-validate), the site-size budgets, browser tests in real Chromium (behaviour,
# axe, keyboard, security) and Lighthouse's timing-free budgets (accessibility, best practices,
# SEO, CLS; performance is reported, and held to its budget by npm run bench) — with a summary table (suite, checks,
# failures, seconds) and 'N passed, N failed' at the end. Exits non-zero if anything fails.
set -uo pipefail
cd "$(dirname "$0")/.."

# --- System tools npm cannot install: GNU units (the oracle) and Chromium (browser tests).
# The browser tests run in chromium-headless-shell (Chromium without its desktop shell, about
# twice as fast), Lighthouse in chromium; CHROMIUM_PATH names one binary for both instead.
missing=()
command -v units >/dev/null 2>&1 || missing+=(units)
if [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_install() {
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@") >>/tmp/test-apt.log 2>&1
}
if [ ${#missing[@]} -gt 0 ]; then
  if can_apt; then
    echo "Installing ${missing[*]} with apt-get…"
    apt_install "${missing[@]}" || { echo "Could not install ${missing[*]} with apt-get (see /tmp/test-apt.log)."; exit 1; }
  else
    echo "Missing ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH to a Chromium binary)."
    exit 1
  fi
fi
# Wanted, not needed: without it the browser tests run in chromium, about twice as long.
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  if can_apt && echo "Installing chromium-headless-shell with apt-get…" && apt_install chromium-headless-shell; then :
  else echo "The browser tests run in chromium: 'apt-get install -y chromium-headless-shell' halves their time."; fi
fi

results=()
failed=0
total_checks=0
total_failures=0
report_dir=$(mktemp -d)
dist=${OUT_DIR:-dist}

# run NAME CHECKS_FROM COMMAND... — CHECKS_FROM is a JSON report with numTotalTests and
# numFailedTests (Vitest's, or scripts/lighthouse.ts --json) or '-' (a single check).
run() {
  local name=$1 json=$2; shift 2
  local start=$SECONDS
  echo
  echo "=== $name: $*"
  "$@"
  local status=$?
  record "$name" "$json" $status $((SECONDS - start))
}

# start NAME COMMAND... / finish NAME CHECKS_FROM — the same as run, with the suite in the
# background (its output, status and time saved, shown by finish), for work that leaves a core
# free. Suites started in the background run one after another in that order (a lane of their
# own beside the foreground), so each finds the one before it done: the type check finds the
# build's .astro/, the built-site gates its dist/.
declare -A job_command job_pid
lane_last=
start() {
  local name=$1; shift
  job_command[$name]="$*"
  local before=$lane_last before_pid=${job_pid[${lane_last:-none}]:-}
  (
    [ -n "$before" ] && while [ ! -s "$report_dir/$before.status" ] && kill -0 "$before_pid" 2>/dev/null; do
      sleep 0.2
    done
    begun=$SECONDS
    "$@" >"$report_dir/$name.log" 2>&1
    echo "$? $((SECONDS - begun))" >"$report_dir/$name.status"
  ) &
  job_pid[$name]=$!
  lane_last=$name
}
finish() {
  local name=$1 json=$2 status=1 secs=0
  # Its status, or none when the suite's shell was killed before writing one (then it failed).
  while [ ! -s "$report_dir/$name.status" ] && kill -0 "${job_pid[$name]}" 2>/dev/null; do sleep 0.2; done
  [ -s "$report_dir/$name.status" ] && read -r status secs <"$report_dir/$name.status"
  echo
  echo "=== $name (in the background): ${job_command[$name]}"
  cat "$report_dir/$name.log"
  record "$name" "$json" "$status" "$secs"
}

# record NAME CHECKS_FROM STATUS SECONDS — adds a suite to the summary. A test file that
# crashed before running any test counts as one failed check.
record() {
  local name=$1 json=$2 status=$3 secs=$4 checks=1 failures=0
  if [ "$json" != - ] && [ -f "$json" ]; then
    read -r checks failures < <(node -e 'const r=require(process.argv[1]);const crashed=(r.testResults||[]).filter((f)=>f.status==="failed"&&!(f.assertionResults||[]).length).length;console.log(r.numTotalTests+crashed, r.numFailedTests+crashed)' "$json")
  fi
  [ "$status" -ne 0 ] && [ "$failures" = 0 ] && failures=1
  [ "$status" -ne 0 ] && failed=1
  total_checks=$((total_checks + checks))
  total_failures=$((total_failures + failures))
  results+=("$(printf '%-16s %8s %9s %8s' "$name" "$checks" "$failures" "$secs")")
  return "$status"
}

# skip NAME WHY — a suite that could not run counts as one failure.
skip() {
  echo
  echo "=== $1: not run ($2)"
  failed=1
  total_checks=$((total_checks + 1))
  total_failures=$((total_failures + 1))
  results+=("$(printf '%-16s %8s %9s %8s' "$1" 1 1 0)")
}

vitest_json() { echo --reporter=default --reporter=json --outputFile="$report_dir/$1.json"; }

run catalogue - npx tsx scripts/build-catalog.ts
# Astro's generated types (.astro/), which the type check reads and the build writes again as it
# starts: written once here, so the type check need not write them beside the build.
run sync - npx astro sync

# --- The one full build that every built-site suite below reads (BUILD_CATEGORIES ignored).
# The two cores work in two lanes: lint and the unit tests in front (one core: the unit test
# files share one process), and behind them the build, then the type check (it reads the .astro/
# the build writes as it starts), the built-site gates and the size budgets, one after another.

# built COMMAND... — runs COMMAND if the build passed, else says why it did not run.
built() {
  read -r status _ <"$report_dir/build.status"
  [ "$status" = 0 ] || { echo "not run: the build failed"; return 1; }
  "$@"
}
start build env -u BUILD_CATEGORIES npx astro build --silent
start typecheck npx astro check --noSync
# Built-site gates that read dist/ directly: links, orphans, sitemap, head tags, routes, CSP, html-validate.
DIST_DIR="$dist" start quality built npx vitest run --project quality $(vitest_json quality)
# The size budgets: dist/ as built, one more unit and one more common unit (three narrowed scratch builds).
start site-weight built npx tsx scripts/check-site-weight.ts "$dist"
run lint - npm run --silent lint
run unit "$report_dir/unit.json" npx vitest run --project unit $(vitest_json unit)
finish build -
build_status=$?
finish typecheck -
finish quality "$report_dir/quality.json"
finish site-weight -
if [ "$build_status" = 0 ]; then
  # Browser suites: astro preview on a free local port (TEST_PORT to choose one), Chromium drives
  # it. A fixed port could be another server's, and the suites would test that site instead.
  port=${TEST_PORT:-$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")}
  origin="http://127.0.0.1:$port"
  ./node_modules/.bin/astro preview --port "$port" --host 127.0.0.1 >"$report_dir/preview.log" 2>&1 &
  preview=$!
  # The server ends with this run, also when it is interrupted.
  trap 'kill "$preview" 2>/dev/null' EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  for _ in $(seq 1 120); do curl -sf "$origin/" >/dev/null && break; sleep 0.5; done
  if curl -sf "$origin/" >/dev/null; then
    TEST_ORIGIN=$origin run browser "$report_dir/browser.json" \
      npx vitest run --project browser --maxWorkers=2 --minWorkers=1 $(vitest_json browser)
    CHROME_PATH=${CHROME_PATH:-${CHROMIUM_PATH:-$(command -v chromium)}} run lighthouse "$report_dir/lighthouse.json" \
      npx tsx scripts/lighthouse.ts "$origin" --report-performance --json "$report_dir/lighthouse.json"
  else
    cat "$report_dir/preview.log"
    skip browser "astro preview did not start"
    skip lighthouse "astro preview did not start"
  fi
  kill "$preview" 2>/dev/null
  wait "$preview" 2>/dev/null
else
  for suite in browser lighthouse; do skip $suite "the build failed"; done
fi

# The failed checks again, last, where a log that keeps only its tail still shows them.
if [ "$total_failures" -gt 0 ]; then
  echo
  echo "Failed checks:"
  for json in "$report_dir"/*.json; do
    node -e '
      const r = require(process.argv[1]);
      const first = (m) => String(m || "").replace(/\x1b\[[0-9;]*m/g, "").split("\n").filter(Boolean).slice(0, 6).join("\n      ");
      for (const f of r.testResults || []) {
        const file = String(f.name).replace(process.cwd() + "/", "");
        if (f.status === "failed" && !(f.assertionResults || []).length) console.log(`  ${file}: did not run: ${first(f.message)}`);
        for (const a of f.assertionResults || []) if (a.status === "failed") console.log(`  ${file} > ${a.fullName}\n      ${first((a.failureMessages || []).join("\n"))}`);
      }' "$json" 2>/dev/null
  done
fi

echo
echo "suite               checks  failures  seconds"
printf '%s\n' "${results[@]}"
printf '%-16s %8s %9s %8s\n' total "$total_checks" "$total_failures" "$SECONDS"
echo
echo "$((total_checks - total_failures)) passed, $total_failures failed"
exit $failed
