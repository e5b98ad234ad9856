"""Schemathesis check: a request the OpenAPI document allows is accepted, except where the
document itself says the server refuses it by a rule JSON Schema cannot state.

Loaded with the other hooks (scripts/fuzz-api.sh); `FUZZ_CHECKS=all` runs it in place of
Schemathesis' own `positive_data_acceptance`, which it wraps. Those rules live in the
document, not here: an operation's 400 description lists them after a fixed phrase
(server/src/http/openapi.rs, `BEYOND_THE_SCHEMA`), each "`field`: why" — a record on file,
a rule across fields, a cursor this list gave out — or, for a refusal that names no field,
"`key`: why" by the error's key (server/src/catalogue.rs). A 400 passes only when every field
it names (or, naming none, its key) is listed there; a 405 only when the operation documents
it (an operation that is always refused). The one rule of every text, no control character
(`textControlCharacters`), every 400 description states once for all the operation's fields.
`FUZZ_REFUSED_LOG=FILE` appends each refusal this check raises to FILE (one JSON line), to
see them all rather than Schemathesis' first of each operation.
"""
import json
import os
import re

import schemathesis
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import positive_data_acceptance

# server/src/http/openapi.rs: BEYOND_THE_SCHEMA
BEYOND_THE_SCHEMA = "Refused too, by rules the schema cannot state:"
# A refusal named by a form's question key (server/src/http/forms.rs).
QUESTION = "{question}"

# No text the program keeps holds a control character (domain::text): a rule of every text
# field, body, query and path alike, which every 400 description states.
CONTROL_CHARACTERS = "textControlCharacters"


def _documented(case, status):
    return case.operation.definition.raw.get("responses", {}).get(str(status))


def beyond_the_schema(case):
    """The names the operation's 400 description lists after BEYOND_THE_SCHEMA."""
    invalid = _documented(case, 400) or {}
    _, found, rules = (invalid.get("description") or "").partition(BEYOND_THE_SCHEMA)
    return set(re.findall(r"`([^`]+)`", rules)) if found else set()


def _error(response):
    try:
        return json.loads(response.text)["error"]
    except (ValueError, KeyError, TypeError, AttributeError):
        return {}


def _refusal_documented(case, response):
    if response.status_code == 405:
        return _documented(case, 405) is not None
    if response.status_code != 400:
        return False
    error = _error(response)
    fields = error.get("fieldKeys") or {}
    allowed = beyond_the_schema(case)
    if not fields:
        return error.get("key") in allowed | {CONTROL_CHARACTERS}
    # A list's item is named by its place ("[3].fatherId"), a part of a field by its path
    # ("fields[2].options"); the description names the field. `{question}` stands for any
    # name: a form's answers are named by their questions' keys.
    return all(
        key == CONTROL_CHARACTERS or QUESTION in allowed or not _field_names(field).isdisjoint(allowed)
        for field, key in fields.items()
    )


def _field_names(field):
    """The names a refusal's field may be documented by: "[3].fatherId" → fatherId,
    "schedule.timezone" → itself, "fields[2].key" → fields."""
    name = re.sub(r"^\[\d+\]\.", "", field)
    return {name, re.split(r"[.\[]", name, maxsplit=1)[0]}


def _log(case, response):
    path = os.environ.get("FUZZ_REFUSED_LOG")
    if path:
        with open(path, "a") as log:
            line = {"operation": f"{case.method.upper()} {case.operation.path}", "status": response.status_code}
            log.write(json.dumps({**line, "error": _error(response)}) + "\n")


@schemathesis.check
def valid_requests_accepted(ctx, response, case):
    try:
        return positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        if _refusal_documented(case, response):
            return None
        _log(case, response)
        raise
