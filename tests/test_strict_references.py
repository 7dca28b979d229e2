"""Every reference solution passes the strict profile at 100% (sqlite rendering, one server each,
restarted by the suite's restart step), and every response it gets conforms to the spec."""

from __future__ import annotations

import pytest

from harness.catalog.references import reference_frameworks


@pytest.mark.slow
@pytest.mark.parametrize("framework", reference_frameworks())
def test_reference_passes_strict(framework, tmp_path):
    from harness.suite.mutants import _free_port, _prepare, _Server
    from harness.suite import load_suite, run_suite

    root, env = _prepare(framework, tmp_path)
    server = _Server(root, env, _free_port(), tmp_path / "server.log")
    ok, message = server.start()
    try:
        assert ok, (message, (tmp_path / "server.log").read_text()[-2000:])
        result = run_suite(load_suite("strict"), server.base_url, restart=server.restart, conformance=True)
    finally:
        server.stop()
    failed = [(c.id, c.actual) for c in result.failed_checks]
    assert result.passed == result.total, failed[:10]
    assert result.requests[[r.method for r in result.requests].index("RESTART")].error is None
    assert result.conformance["score"] == 100.0, result.conformance["failures"][:5]
