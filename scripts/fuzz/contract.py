"""Schemathesis check: a request the OpenAPI document allows is accepted, except where the
server refuses it by a rule JSON Schema cannot state.

Loaded with the other hooks (scripts/fuzz-api.sh); `FUZZ_CHECKS=all` runs it in place of
Schemathesis' own `positive_data_acceptance`, which it wraps. A 400 passes only when every
field it names is one the table below allows for that operation, or a reference to a row
that does not exist (a field `…Id` answered with a `noSuch…` key: the document can say "a UUID", not
"the UUID of a father on file"). Everything else the server refuses must be in the document.
"""
import json
import re

import schemathesis
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import positive_data_acceptance

RANGE = "a range's order and length, and years 1900-9999 inside a date-time"
CURSOR = "a cursor is one this list gave out, and not given with an offset"
SPAN = "an instant, or a day when allDay; the end not before the start"
SESSION_SPAN = "the end after the start, at most 24 hours later"
MAILABLE = "an address the mail library can send to (international domains by IDNA)"
STAFF = "a staff account"
ROLE = "a staff role only with isAdmin true (and one whenever it is true)"
ONLY_ON_CREATE = "sessions are generated from a schedule only when the cycle is created"
UTC_YEARS = "years 1900-9999 in UTC too, not only where the instant was written"
TAGGABLE = "fathers on file, each one added or removed in the caller's groups or caseload"
EXIT = "not before the enrollment date (sent or on file), not after the program's today"
PHONE = "a number libphonenumber finds possible: a length its country's numbers have (without +, in FM_PHONE_REGION)"

# (method, path template) -> {field: why JSON Schema cannot state it}
BEYOND_THE_SCHEMA = {
    ("GET", "/api/calendar"): {"from": RANGE, "to": RANGE},
    ("GET", "/api/calendar/attendance"): {"from": RANGE, "to": RANGE},
    ("GET", "/api/sessions"): {"from": RANGE, "to": RANGE},
    ("GET", "/api/reports/summary"): {"from": RANGE, "to": RANGE},
    ("GET", "/api/reports/summary.csv"): {"from": RANGE, "to": RANGE},
    ("GET", "/api/reports/incentives.csv"): {"from": RANGE, "to": RANGE},
    ("GET", "/api/activities"): {"before": "an activity id on file, or an instant"},
    ("GET", "/api/fathers"): {"cursor": CURSOR, "offset": CURSOR},
    ("GET", "/api/users"): {"cursor": CURSOR, "offset": CURSOR},
    ("POST", "/api/conversations"): {"userId": "someone other than yourself"},
    ("POST", "/api/conversations/{id}/read"): {"upTo": "a message of this conversation"},
    ("PATCH", "/api/milestones/{id}"): {"fatherId": "a milestone stays with its father"},
    ("PUT", "/api/sessions/{id}/attendance"): {"fatherId": "a father on the session's roster"},
    ("POST", "/api/albums/{id}/photos"): {"file": "the bytes are an image", "tags": TAGGABLE},
    ("PUT", "/api/photos/{id}/tags"): {"tags": TAGGABLE},
    ("PUT", "/api/fathers/{id}/photo"): {"photo": "the bytes are an image"},
    ("POST", "/api/auth/reset-password"): {"token": "a reset link still valid"},
    ("POST", "/api/me/password"): {"currentPassword": "the password itself"},
    ("PUT", "/api/push/subscription"): {"endpoint": "a push service FM_PUSH_ALLOWED allows"},
    ("POST", "/api/events"): {"startsAt": SPAN, "endsAt": SPAN},
    ("PATCH", "/api/events/{id}"): {"startsAt": SPAN, "endsAt": SPAN},
    ("POST", "/api/cycles/{id}/sessions"): {"endsAt": SESSION_SPAN, "status": "a new session is scheduled"},
    ("PATCH", "/api/sessions/{id}"): {"endsAt": SESSION_SPAN, "status": "the transition rule"},
    ("POST", "/api/cycles"): {"endDate": RANGE, "schedule.timezone": "a zone of the tz database", "facilitatorId": STAFF},
    ("PATCH", "/api/cycles/{id}"): {"endDate": RANGE, "schedule": ONLY_ON_CREATE, "facilitatorId": STAFF},
    ("POST", "/api/groups"): {"facilitatorId": STAFF, "facilitatorIds": STAFF},
    ("PATCH", "/api/groups/{id}"): {"facilitatorId": STAFF, "facilitatorIds": STAFF},
    ("POST", "/api/albums"): {"coverPhotoId": "one of the album's photos"},
    ("PATCH", "/api/albums/{id}"): {"coverPhotoId": "one of the album's photos"},
    ("POST", "/api/fathers"): {"caseManagerId": STAFF, "userId": "a father's account", "email": MAILABLE, "exitDate": EXIT,
                               "phone": PHONE},
    ("PATCH", "/api/fathers/{id}"): {"caseManagerId": STAFF, "userId": "a father's account", "email": MAILABLE,
                                     "exitDate": EXIT, "phone": PHONE},
    ("POST", "/api/users"): {"email": MAILABLE, "staffRole": ROLE},
    ("PATCH", "/api/users/{id}"): {"email": MAILABLE, "staffRole": ROLE},
    ("POST", "/api/auth/register"): {"email": MAILABLE},
    ("POST", "/api/groups/{id}/members"): {"joinedAt": RANGE},
    ("POST", "/api/fathers/{id}/contacts"): {"at": "not in the future (past a few minutes' clock skew); " + UTC_YEARS},
    ("PATCH", "/api/contacts/{id}"): {"at": "not in the future (past a few minutes' clock skew); " + UTC_YEARS},
    ("POST", "/api/fathers/{id}/invite"): {"email": "the record on file has an e-mail address to send the invitation to"},
    ("POST", "/api/staff/{id}/caseload"): {"to": "another staff account"},
    ("POST", "/api/contacts/{id}/follow-up-done"): {"followUpDue": "a contact that has a follow-up"},
    ("POST", "/api/fathers/{id}/referrals"): {"madeAt": UTC_YEARS},
    ("PATCH", "/api/referrals/{id}"): {"madeAt": UTC_YEARS},
    ("POST", "/api/rsvp-links"): {"token": "a reminder e-mail's link the server signed"},
    ("POST", "/api/fathers/{id}/consents"): {"grantedAt": "not in the future (past a few minutes' clock skew); " + UTC_YEARS},
    ("POST", "/api/fathers/{id}/incentives"): {"sessionId": "a session whose roster he was on", "givenAt": UTC_YEARS},
    ("POST", "/api/sessions/{id}/incentives"): {"fatherIds": "fathers on the session's roster (ids, not blank)"},
}

# Operations refused as a whole, without naming a field: (method, path template) -> why.
WHOLE_REQUEST = {
    ("POST", "/api/auth/reset-password"): "a reset link still valid",
    ("POST", "/api/check-in"): "a code a session holds, within its check-in window",
}


# Operations the document lists only to say they are always refused: (method, path) -> why.
NEVER_ALLOWED = {
    ("DELETE", "/api/incentives/{id}"): "incentives are never deleted (405 for everyone)",
}


def _field_keys(response):
    """Each bad field and its sentence's key (server/src/messages.rs)."""
    try:
        return json.loads(response.text)["error"].get("fieldKeys") or {}
    except (ValueError, KeyError, TypeError, AttributeError):
        return {}


# No text the program keeps holds a control character (domain::text): a rule of every text
# field, body, query and path alike, which the document does not repeat on each string.
CONTROL_CHARACTERS = "textControlCharacters"


def _key(response):
    try:
        return json.loads(response.text)["error"].get("key")
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def _beyond_the_schema(case, field, key):
    if key == CONTROL_CHARACTERS:
        return True
    name = re.sub(r"^\[\d+\]\.", "", field)  # a list's item: "[3].fatherId"
    allowed = BEYOND_THE_SCHEMA.get((case.method.upper(), case.operation.path), {})
    missing_row = name.endswith("Id") and str(key).startswith("noSuch")
    return name in allowed or missing_row


@schemathesis.check
def valid_requests_accepted(ctx, response, case):
    try:
        return positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        if response.status_code == 405 and (case.method.upper(), case.operation.path) in NEVER_ALLOWED:
            return None
        fields = _field_keys(response)
        if response.status_code == 400 and not fields and (case.method.upper(), case.operation.path) in WHOLE_REQUEST:
            return None
        if response.status_code == 400 and not fields and _key(response) == CONTROL_CHARACTERS:
            return None  # in the path
        if response.status_code == 400 and fields and all(
            _beyond_the_schema(case, field, key) for field, key in fields.items()
        ):
            return None
        raise
