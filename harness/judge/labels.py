"""Human labels for validating the judge.

The label file (JSON):

    {
      "version": 1,
      "labels": [
        {"run": "runs/20261129-1/fastapi-sqlite/0", "category": "logic_error",
         "subcategory": "db_orm_runtime_error", "note": "free text, optional"},
        ...
      ]
    }

`run` is a run's sample directory (the one holding result.json), relative to the label file's folder or
absolute; `category` one of the judge's categories; `subcategory` only for logic_error (optional)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from harness.judge.schema import CATEGORIES, SUBCATEGORIES
from harness.report.data import ReportInputError, RunRecord, load_record


class LabelError(ValueError):
    pass


@dataclass
class Label:
    run: Path
    category: str
    subcategory: str | None = None
    note: str | None = None


def load_labels(path: Path) -> list[Label]:
    try:
        data = json.loads(path.read_text())
    except OSError as exc:
        raise LabelError(f"cannot read {path}: {exc.strerror}") from None
    except ValueError as exc:
        raise LabelError(f"{path} is not JSON: {exc}") from None
    items = data.get("labels") if isinstance(data, dict) else None
    if not isinstance(items, list) or not items:
        raise LabelError(f"{path}: expected {{\"version\": 1, \"labels\": [...]}} with at least one label")
    labels = []
    for n, item in enumerate(items):
        where = f"{path}: labels[{n}]"
        if not isinstance(item, dict) or not isinstance(item.get("run"), str):
            raise LabelError(f"{where}: needs a \"run\" path")
        category, sub = item.get("category"), item.get("subcategory")
        if category not in CATEGORIES:
            raise LabelError(f"{where}: unknown category {category!r}; valid: {', '.join(CATEGORIES)}")
        if sub is not None and (category != "logic_error" or sub not in SUBCATEGORIES):
            raise LabelError(f"{where}: subcategory {sub!r} is only for logic_error, one of {', '.join(SUBCATEGORIES)}")
        run = Path(item["run"])
        labels.append(Label(run if run.is_absolute() else path.parent / run, category, sub, item.get("note")))
    return labels


def label_records(labels: list[Label]) -> list[RunRecord]:
    records = []
    for label in labels:
        result = label.run / "result.json"
        if not result.is_file():
            raise LabelError(f"labelled run without result.json: {label.run}")
        try:
            records.append(load_record(result))
        except ReportInputError as exc:
            raise LabelError(str(exc)) from None
    return records
