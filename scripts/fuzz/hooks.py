"""The checks of our own that scripts/fuzz-api.sh loads (SCHEMATHESIS_HOOKS=hooks)."""
import contract  # noqa: F401  valid_requests_accepted
import staff_only  # noqa: F401  staff_only_refused
