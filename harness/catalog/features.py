"""The `feature` task family's data: tasks/features.yaml, and which suite checks a feature touches."""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import lru_cache

import yaml

from harness.catalog.errors import UnknownName
from harness.paths import TASKS_DIR
from harness.suite.model import Suite, check_id


@dataclass(frozen=True)
class Feature:
    name: str
    label: str
    removes: frozenset[str]  # marker names taken out of the reference (harness.catalog.ablation)
    paths: tuple[str, ...] = ()
    queries: tuple[str, ...] = ()
    fields: tuple[str, ...] = ()


@lru_cache(maxsize=1)
def _data() -> dict:
    return yaml.safe_load((TASKS_DIR / "features.yaml").read_text())


def base_variant() -> str:
    """The variant every ablated repository is rendered from."""
    return _data()["variant"]


@lru_cache(maxsize=1)
def features() -> dict[str, Feature]:
    return {
        name: Feature(name=name, label=entry["label"], removes=frozenset(entry["removes"]),
                      paths=tuple(entry.get("paths", ())), queries=tuple(entry.get("queries", ())),
                      fields=tuple(entry.get("fields", ())))  # fmt: skip
        for name, entry in _data()["features"].items()
    }


def get_feature(name: str) -> Feature:
    try:
        return features()[name]
    except KeyError:
        raise UnknownName("feature", name, list(features())) from None


def included_features(feature: Feature) -> list[Feature]:
    """The other feature groups that go with `feature` (removing articles removes favorites and comments)."""
    return [other for other in features().values() if other.name != feature.name and other.removes <= feature.removes]


def touched_checks(suite: Suite, feature: Feature) -> set[str]:
    """Ids of the checks an ablated repository may fail: those of requests to the feature's paths or
    with its query parameters, and those on its response fields."""
    touched = set()
    for request in suite.requests:
        whole = any(fnmatchcase(request.path, pattern) for pattern in feature.paths) or bool(
            set(request.query) & set(feature.queries)
        )
        for position, check in enumerate(request.checks, start=1):
            field = check.subject.split(".")[-1].split("[")[0]  # articles[0].favorited -> favorited
            if whole or field in feature.fields:
                touched.add(check_id(request, check, position))
    return touched
