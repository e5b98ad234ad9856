#!/usr/bin/env python3
"""Where a request's CPU goes, by part, from two folded profiles (issue 29).

Each sample is charged to the deepest frame of its stack that belongs to a part (a frame's name
holds one of the part's keys), and the parts' shares are turned into µs of CPU per request with
the CPU per request the overhead bench measured for each side.

  python3 scripts/profile_parts.py OURS.folded BARE.folded OURS_CPU_US BARE_CPU_US

The folded stacks come from `PROFILE_BARE=1 PROFILE_FOLDED_DIR=DIR bash scripts/profile-overhead.sh LABEL`.
"""
import collections
import sys

PARTS = [
    ('SQLite', ['sqlite3', 'rusqlite']),
    ('access token and session (HMAC, SHA-256, base64, dates)', ['sha2', 'hmac', 'jsonwebtoken', 'session_cache', 'base64']),
    ('kernel: writing the answer', ['tcp_sendmsg', 'sock_write_iter', 'ksys_write', '__x64_sys_write', '__sys_sendto', 'tcp_write_xmit']),
    ('kernel: reading the request, epoll', ['tcp_recvmsg', 'ksys_read', 'epoll', 'sock_read_iter']),
    ('futex wake-ups', ['futex']),
    ('scheduler', ['schedule', 'finish_task_switch', 'pick_next', 'try_to_wake_up']),
    ('allocator and copies', ['malloc', 'free', 'realloc', 'memcpy', 'memmove', 'alloc::', '_int_']),
    ('JSON', ['serde']),
    ('tracing', ['tracing']),
    ('metrics', ['metrics']),
    ('hyper', ['hyper']),
    ('tower and axum', ['tower', 'axum']),
    ('tokio', ['tokio']),
]


def part_of(frames):
    for frame in reversed(frames):
        for name, keys in PARTS:
            if any(key in frame for key in keys):
                return name
    return 'other'


def shares(path):
    samples, total = collections.Counter(), 0
    with open(path) as folded:
        for line in folded:
            stack, count = line.rstrip().rsplit(' ', 1)
            samples[part_of(stack.split(';'))] += int(count)
            total += int(count)
    return {name: n / total for name, n in samples.items()}


def main():
    ours_path, bare_path, ours_cpu, bare_cpu = sys.argv[1:5]
    ours, bare = shares(ours_path), shares(bare_path)
    print('| part (µs of CPU per request) | ours | bare |')
    print('| --- | ---: | ---: |')
    for name in [p[0] for p in PARTS] + ['other']:
        print(f'| {name} | {ours.get(name, 0) * float(ours_cpu):.1f} | {bare.get(name, 0) * float(bare_cpu):.1f} |')
    print(f'| **all** | **{float(ours_cpu):.0f}** | **{float(bare_cpu):.0f}** |')


if __name__ == '__main__':
    main()
