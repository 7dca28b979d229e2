"""The README shows the same precision/recall table as docs/verifiers.md (which a test keeps current)."""

from harness.paths import PROJECT_ROOT


def _block(text: str) -> str:
    start = text.index("<!-- corpus-metrics:begin")
    return text[start : text.index("<!-- corpus-metrics:end -->")]


def test_readme_table_matches_the_generated_one():
    readme = (PROJECT_ROOT / "README.md").read_text()
    doc = (PROJECT_ROOT / "docs" / "verifiers.md").read_text()
    assert _block(readme) == _block(doc)
