#!/usr/bin/env bash
# Makes the toolchain that rust-toolchain.toml names available without a download: rustup
# cannot fetch toolchains on the project's machines, which come with one, as "stable". When
# that one is the release the file pins, it is linked under the pinned name (a symlink in
# rustup's toolchains folder: `rustup toolchain link` refuses a release's name). Run by .ci/run;
# a developer on a new machine runs it once. Fails, saying so, when no installed one matches.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v rustup >/dev/null 2>&1 || exit 0
channel=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' rust-toolchain.toml)
rustup_home=${RUSTUP_HOME:-$HOME/.rustup}
host=$(RUSTUP_TOOLCHAIN=stable rustc -vV | sed -n 's/^host: //p')
pinned="$rustup_home/toolchains/$channel-$host"
[ -e "$pinned" ] && exit 0

have=$(RUSTUP_TOOLCHAIN=stable rustc -V)
if [[ "$have" != "rustc $channel "* ]]; then
  echo "rust-toolchain.toml pins $channel, but the installed stable toolchain is: $have" >&2
  echo "install $channel with rustup, or change the pin in rust-toolchain.toml" >&2
  exit 1
fi
echo "== linking the installed stable toolchain ($have) as $channel-$host"
ln -s "stable-$host" "$pinned"
