#!/usr/bin/env bash
# Load test of the gallery (issue 11) on SQLite with local storage: 12-megapixel photos
# uploaded and processed (CPU per photo, photos a minute), the server's peak memory while
# twenty 25 MB uploads arrive at once, an album page of 100 photos and a thumbnail served
# by its signed URL (server/examples/bench_gallery.rs, then wrk). Rewrites the "gallery"
# section of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh

SECONDS_PER_RUN=${BENCH_SECONDS:-10}
PHOTOS=${BENCH_GALLERY_PHOTOS:-8}
command -v wrk >/dev/null || { echo "installing wrk"; apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked -q -p fatherhood --bin fatherhood --example bench_gallery

bench_workspace gallery
field() { python3 -c "import json,sys; v=json.load(open(sys.argv[1]))[sys.argv[2]]; print(f'{v:.1f}' if isinstance(v, float) else v)" "$1" "$2"; }

export FM_DATA_DIR=$tmp/data RUST_LOG=warn FM_THROTTLE_PER_ADDRESS=100000000 FM_THROTTLE_PER_ACCOUNT=100000000
mkdir -p "$FM_DATA_DIR"
app_port=$(port)
FM_ADDR=127.0.0.1:$app_port ./target/release/fatherhood serve >"$tmp/server.log" 2>&1 & pids+=($!)
server_pid=$!
app=http://127.0.0.1:$app_port
wait_up "$app"

echo "uploading and processing $PHOTOS photos of 12 megapixels, then twenty 25 MB at once" >&2
./target/release/examples/bench_gallery --database-url "sqlite://$FM_DATA_DIR/fatherhood.db" --data-dir "$FM_DATA_DIR" \
  --base "$app" --pid "$server_pid" --photos "$PHOTOS" --out "$tmp/gallery.json" >/dev/null
token=$(field "$tmp/gallery.json" token)
album=$(field "$tmp/gallery.json" album)
thumb=$(field "$tmp/gallery.json" thumb_url)
printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$token" >"$tmp/staff.lua"

measure "GET /api/albums/{id}/photos (100 photos, signed URLs)" 8 "$app/api/albums/$album/photos?limit=100" "$tmp/staff.lua"
measure "GET /media/variants/… (a 400 px thumbnail, signed URL)" 64 "$app$thumb"

section=$(cat <<MD
## Results: the gallery

Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench\` (scripts/bench-gallery.sh) on $(nproc) cores;
commit \`$(git rev-parse --short HEAD)\`. SQLite, local storage; server/examples/bench_gallery.rs drives
the real server, the load generator on the same cores.

| Upload and processing | |
| --- | ---: |
| 12-megapixel JPEG ($(field "$tmp/gallery.json" jpeg_mb) MB), upload answered (p50 / max) | $(field "$tmp/gallery.json" upload_p50_ms) ms / $(field "$tmp/gallery.json" upload_max_ms) ms |
| photos processed a minute ($PHOTOS uploaded one after another, until all ready) | $(field "$tmp/gallery.json" photos_per_minute) |
| server CPU per photo (upload, decode once, 400 px and 2048 px JPEGs) | $(field "$tmp/gallery.json" cpu_seconds_per_photo) s |
| server peak memory before / after twenty 25 MB uploads at once | $(field "$tmp/gallery.json" peak_mb_before_burst) MB / $(field "$tmp/gallery.json" peak_mb_after_burst) MB |

wrk, 2 threads, ${SECONDS_PER_RUN} s per run after a 2 s warm-up:

| Endpoint | Connections | Requests/s | p50 | p99 |
| --- | ---: | ---: | ---: | ---: |
$(printf '%s\n' "${results[@]}")

Budgets: album page of 100 photos p99 under 10 ms; thumbnails at least 5,000 requests/s. Decodes
run at most one per core (here $(nproc)), each under a 300 MB allocation limit.

Reproduce: \`make bench\` (or \`bash scripts/bench-gallery.sh\`).
MD
)
write_section gallery "$section"
