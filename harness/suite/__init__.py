"""The behavioural suite: ordered, stateful HTTP scenarios whose every check is recorded."""

from harness.suite.model import Check, Request, Suite, load_suite, suite_names
from harness.suite.records import CheckRecord, RequestRecord, SuiteResult
from harness.suite.runner import run_suite

__all__ = [
    "Check",
    "CheckRecord",
    "Request",
    "RequestRecord",
    "Suite",
    "SuiteResult",
    "load_suite",
    "run_suite",
    "suite_names",
]
