"""Reference documentation of the framework a task installs: the `docs` experimental condition.

A docs block is generated, never hand-written:

1. resolve   the version the evaluation would install today (python: `pip install --dry-run --report`
             through the configured index and constraints; node: `npm view PKG version`), remembered
             for RESOLVE_TTL_S so a matrix sees one version throughout;
2. install   that exact version in a scratch environment, cached per package and version under
             cache_dir()/apidocs/envs (a venv; a node_modules with the package's types);
3. introspect the public API (python.py: modules, classes, functions with inspect.signature and the first
             docstring line; node.py: exported names with their `.d.ts` signatures), ranked so the most
             used entry points come first, cached as JSON per package and version;
4. render    a markdown block capped at max_tokens (approximate tokens = characters / 4), dropping the
             lowest-ranked entries first. With the ORM constraint the framework gets 60% of the cap and
             the ORM package 40%.

Everything is deterministic for a given package version: two generations give the same bytes.
"""

from __future__ import annotations

from harness.apidocs.core import (
    DEFAULT_MAX_TOKENS,
    DocsBlock,
    DocsUnavailable,
    Entry,
    docs_block,
    packages_for,
    render_block,
)

__all__ = ["DEFAULT_MAX_TOKENS", "DocsBlock", "DocsUnavailable", "Entry", "docs_block", "packages_for", "render_block"]
