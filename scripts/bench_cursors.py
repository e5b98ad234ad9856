#!/usr/bin/env python3
"""Walks the fathers list of a running server page by page and prints every page's
x-next-cursor, one a line, for wrk scripts that ask for pages deep in the list.

Usage: bench_cursors.py APP_URL ACCESS_TOKEN
"""
import sys
import urllib.request

app, token = sys.argv[1], sys.argv[2]
cursor, cursors = None, []
while True:
    url = app + "/api/fathers?limit=50" + (f"&cursor={cursor}" if cursor else "")
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Authorization": "Bearer " + token})) as answer:
        cursor = answer.headers.get("x-next-cursor")
        answer.read()
    if not cursor:
        break
    cursors.append(cursor)
print("\n".join(cursors))
