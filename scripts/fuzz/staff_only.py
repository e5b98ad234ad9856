"""Schemathesis check: a father is refused every call the contract reserves to staff.

Loaded through hooks.py (scripts/fuzz-api.sh puts this folder on the
path) and enabled with `-c staff_only_refused` on the run made as a father.
"""
import re

import schemathesis

# The calls only staff may make (shared/CONTRACT.md, shared/PRODUCT.md): the program's
# records and their changes, accounts, the activity log, reports, publishing.
STAFF_ONLY = [
    ("GET", r"/api/activities"),
    ("GET", r"/api/admin/cleanup-candidates"),
    ("POST", r"/api/admin/cleanup"),
    ("GET", r"/api/at-risk"),
    ("GET|POST", r"/api/users"),
    ("PATCH|DELETE", r"/api/users/[^/]+"),
    ("GET|POST", r"/api/fathers"),
    ("GET", r"/api/fathers\.csv"),
    ("DELETE", r"/api/fathers/[^/]+"),
    ("GET", r"/api/fathers/[^/]+/activity"),
    ("POST", r"/api/groups"),
    ("PATCH|DELETE", r"/api/groups/[^/]+"),
    ("POST", r"/api/groups/[^/]+/members"),
    ("DELETE", r"/api/groups/[^/]+/members/[^/]+"),
    ("POST", r"/api/cycles"),
    ("PATCH|DELETE", r"/api/cycles/[^/]+"),
    ("GET", r"/api/cycles/[^/]+/attendance(\.csv)?"),
    ("POST", r"/api/cycles/[^/]+/sessions"),
    ("PATCH|DELETE", r"/api/sessions/[^/]+"),
    ("PUT", r"/api/sessions/[^/]+/attendance"),
    ("POST", r"/api/milestones"),
    ("PATCH|DELETE", r"/api/milestones/[^/]+"),
    ("POST", r"/api/events"),
    ("PATCH|DELETE", r"/api/events/[^/]+"),
    ("POST", r"/api/announcements"),
    ("PATCH|DELETE", r"/api/announcements/[^/]+"),
    ("POST", r"/api/albums"),
    ("PATCH|DELETE", r"/api/albums/[^/]+"),
    ("POST", r"/api/albums/[^/]+/photos"),
    ("PATCH|DELETE", r"/api/photos/[^/]+"),
    ("GET", r"/api/reports/summary(\.csv)?"),
    ("GET", r"/api/reports/incentives\.csv"),
    ("GET|POST", r"/api/fathers/[^/]+/incentives"),
    ("POST", r"/api/sessions/[^/]+/incentives"),
    ("POST", r"/api/incentives/[^/]+/void"),
    ("GET", r"/api/fathers/[^/]+/export"),
]
RULES = [(re.compile(f"^({methods})$"), re.compile(f"^{path}$")) for methods, path in STAFF_ONLY]


def staff_only(method: str, path: str) -> bool:
    return any(m.match(method) and p.match(path) for m, p in RULES)


@schemathesis.check
def staff_only_refused(ctx, response, case):
    path = case.formatted_path
    if staff_only(case.method.upper(), path) and 200 <= response.status_code < 300:
        raise AssertionError(f"a father was answered {response.status_code} on staff-only {case.method} {path}")
