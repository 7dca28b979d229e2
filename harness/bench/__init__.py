"""`make bench`: the figures of docs/performance.md measured in one invocation (harness.bench.cli)."""
