"""Every probe of the security profile by id: a function of the probe context that records findings
(ctx.check) or raises Skip. The profile (suites/security.yaml) says in which order they run."""

from __future__ import annotations

from collections.abc import Callable

from harness.security.context import ProbeContext
from harness.security.probes import access, auth, injection, leaks, robustness, storage

ProbeFunction = Callable[[ProbeContext], None]

PROBES: dict[str, ProbeFunction] = {
    "auth-weak-secret": auth.weak_secret,
    "auth-token-lifetime": auth.token_lifetime,
    "auth-forged-token": auth.forged_token,
    "auth-header-forms": auth.header_forms,
    "auth-stale-identity": auth.stale_identity,
    "sqli-query": injection.query,
    "sqli-path": injection.path,
    "sqli-login": injection.login,
    "authz-article": access.article,
    "authz-comment": access.comment,
    "authz-favorite": access.favorite,
    "authz-follow": access.follow,
    "mass-assignment-user": access.user,
    "mass-assignment-article": access.article_fields,
    "leak-errors": leaks.scan_errors,
    "robustness": robustness.probe,
    "leak-password": leaks.scan_passwords,
    "password-storage": storage.probe,
}

# Probes that send nothing: they read what the others received, or the database. They run whatever
# happened to the server (a dead server leaves its responses and its tables to read).
OFFLINE = {"auth-weak-secret", "leak-password", "password-storage"}
# leak-errors reads every error body of the run, after the robustness inputs: its own malformed
# requests are sent where it stands in the profile, its verdict is made at the end.
DEFERRED = {"leak-errors": leaks.send_malformed}
