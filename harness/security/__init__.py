"""Security probes: the `security` profile (suites/security.yaml) run against a Conduit server after
the functional suite, on the same server, or alone (`harness suite URL --profile security`).

    run_security(base_url, database=...) -> SecurityResult   every probe, CWE-tagged, with its evidence
    SecurityResult.summary() -> SecuritySummary              what result.json keeps (passed, total, cwes_failed)
    load_profile() -> SecurityProfile                        the probes, their CWEs, bounds and payloads

docs/security.md explains every probe, how it decides, its bounds and its known limits."""

from harness.security.profile import PROFILE_NAME, SecurityProfile, is_probe_profile, load_profile
from harness.security.records import Finding, ProbeRecord, SecurityResult
from harness.security.runner import run_security

__all__ = [
    "PROFILE_NAME",
    "Finding",
    "ProbeRecord",
    "SecurityProfile",
    "SecurityResult",
    "is_probe_profile",
    "load_profile",
    "run_security",
]
