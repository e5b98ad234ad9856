#!/usr/bin/env python3
"""Fails when a document names a file or folder (`in backticks`) that the repository lacks.

A name is checked as written from the repository's root, or as the end of some path in it
(`db/users.rs` is server/src/db/users.rs; `api/keys.ts` is any feature's). Examples of a
made-up area (`widget`), patterns (`*`, `<area>`) and suffixes (`.sqlite.sql`) are not
files, and are skipped. Part of `make lint`.

    python3 scripts/check-doc-paths.py docs/ARCHITECTURE.md [more.md …]
"""
import re
import subprocess
import sys

NAMED = re.compile(r"`([A-Za-z0-9_.@/-]+(?:\.(?:rs|ts|tsx|mjs|js|md|sql|sh|toml|json|py|yml|yaml|cfg)|/))`")
EXAMPLE = re.compile(r"widget|<|\*|^\.|^FM_DATA_DIR/")


def repository_paths():
    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split()
    paths = set(files)
    for file in files:
        parts = file.split("/")
        for end in range(1, len(parts)):
            paths.add("/".join(parts[:end]) + "/")
    return paths


def exists(name, paths):
    return name in paths or any(path.endswith("/" + name) for path in paths)


def main(documents):
    paths = repository_paths()
    missing = []
    for document in documents:
        with open(document, encoding="utf-8") as text:
            for number, line in enumerate(text, 1):
                for name in NAMED.findall(line):
                    if not EXAMPLE.search(name) and not exists(name, paths):
                        missing.append(f"{document}:{number}: `{name}` is not in the repository")
    for line in missing:
        print(line, file=sys.stderr)
    if missing:
        sys.exit(1)
    print(f"every file and folder {', '.join(documents)} names exists")


if __name__ == "__main__":
    main(sys.argv[1:] or ["docs/ARCHITECTURE.md"])
