"""The judge's answer: categories, subcategories and the validation of a reply."""

from __future__ import annotations

import json
import re
from typing import Literal

from pydantic import BaseModel, ValidationError, field_validator, model_validator

CATEGORIES = ("logic_error", "server_startup_failure", "incomplete_implementation", "schema_format_error",
              "stuck_in_loop", "constraint_violation", "premature_termination", "other")  # fmt: skip
SUBCATEGORIES = ("incorrect_query_logic", "db_orm_runtime_error", "auth_misconfiguration", "framework_idiosyncrasy",
                 "business_logic_defect", "state_propagation_failure")  # fmt: skip
DATA_LAYER = ("incorrect_query_logic", "db_orm_runtime_error")
UNJUDGED = "unjudged"

Category = Literal["logic_error", "server_startup_failure", "incomplete_implementation", "schema_format_error",
                   "stuck_in_loop", "constraint_violation", "premature_termination", "other"]  # fmt: skip
Subcategory = Literal["incorrect_query_logic", "db_orm_runtime_error", "auth_misconfiguration",
                      "framework_idiosyncrasy", "business_logic_defect", "state_propagation_failure"]  # fmt: skip


class Answer(BaseModel):
    """A valid answer: a category, a subcategory exactly when the category is logic_error, a reason."""

    model_config = {"extra": "forbid"}

    category: Category
    subcategory: Subcategory | None = None
    reason: str

    @field_validator("reason")
    @classmethod
    def _reason(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("the reason is empty")
        return value

    @model_validator(mode="after")
    def _sub(self) -> Answer:
        if self.category == "logic_error" and self.subcategory is None:
            raise ValueError("a logic_error needs a subcategory")
        if self.category != "logic_error" and self.subcategory is not None:
            raise ValueError("only a logic_error takes a subcategory")
        return self


class InvalidAnswer(ValueError):
    pass


_FENCE = re.compile(r"```(?:json)?\s*(\{.*?\})\s*```", re.DOTALL)


def parse_answer(text: str) -> Answer:
    """The Answer in a reply (bare JSON, or one JSON object in a ```json fence); InvalidAnswer otherwise."""
    text = (text or "").strip()
    candidates = [text]
    fenced = _FENCE.search(text)
    if fenced:
        candidates.insert(0, fenced.group(1))
    elif "{" in text and "}" in text:
        candidates.append(text[text.index("{"): text.rindex("}") + 1])
    error = "no JSON object in the reply"
    for candidate in candidates:
        try:
            data = json.loads(candidate)
        except ValueError:
            continue
        if not isinstance(data, dict):
            error = "the reply is JSON but not an object"
            continue
        if data.get("subcategory") in ("", "null", "none"):
            data["subcategory"] = None
        try:
            return Answer.model_validate(data)
        except ValidationError as exc:
            error = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'answer'}: {e['msg']}" for e in exc.errors())
    raise InvalidAnswer(error)
