"""Judging failed runs: the prompt, one model call (temperature 0) validated against the answer schema
and retried once when invalid, and a cache per (run, judge model, prompt version) in the run directory:
<run>/judgements/<model>--<prompt version>.json."""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import jinja2
from pydantic import BaseModel, ValidationError

from harness.judge.context import ContextSettings, build_context
from harness.judge.schema import UNJUDGED, InvalidAnswer, parse_answer
from harness.paths import TASKS_DIR
from harness.report.data import RunRecord
from harness.run.store import write_atomic

PROMPT_DIR = TASKS_DIR / "judge"
PROMPT_SERIES = "v1"  # bump by hand when the meaning of the answer changes
JUDGEMENTS_DIR = "judgements"
MAX_ANSWER_TOKENS = 1024
RETRY_NOTE = ("Your answer was not valid ({error}). Answer again with exactly one JSON object with the keys "
              "category, subcategory and reason, as described, and nothing else.")  # fmt: skip


class JudgeError(RuntimeError):
    """The judge model could not be called (after the bounded transport retries)."""


class Judgement(BaseModel):
    """One judged run, written to <run>/judgements/<model>--<prompt version>.json."""

    run_key: str
    task: str
    framework: str
    sample: int
    judge_model: str
    prompt_version: str
    status: Literal["judged", "unjudged"]
    category: str  # one of schema.CATEGORIES, or "unjudged"
    subcategory: str | None = None
    reason: str | None = None
    deterministic: str  # the taxonomy's category
    deterministic_detail: str | None = None
    attempts: int = 1
    invalid_replies: list[dict[str, str]] = []  # {"reply", "error"} for each invalid answer
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float | None = 0.0
    context: dict[str, int] = {}
    judged_at: str


@dataclass
class Prompt:
    system: str
    template: jinja2.Template
    version: str


def load_prompt(settings: ContextSettings, prompt_dir: Path = PROMPT_DIR) -> Prompt:
    """The prompt templates; the version is the series plus a hash of both templates and of the context
    settings, so editing a template or changing N or the cut re-judges instead of reusing the cache."""
    system = (prompt_dir / "system.md").read_text()
    user = (prompt_dir / "user.md.j2").read_text()
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=True, autoescape=False)
    digest = hashlib.sha256(json.dumps([system, user, settings.to_dict()]).encode()).hexdigest()[:10]
    return Prompt(system=system, template=env.from_string(user), version=f"{PROMPT_SERIES}-{digest}")


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text).strip("_") or "model"


def cache_path(run_dir: Path, model: str, prompt_version: str, cache_root: Path | None = None) -> Path:
    base = run_dir / JUDGEMENTS_DIR
    if cache_root is not None:  # a separate cache (read-only run directories, the labelled set)
        base = cache_root / hashlib.sha256(str(run_dir.resolve()).encode()).hexdigest()[:16]
    return base / f"{_slug(model)}--{prompt_version}.json"


def read_cached(path: Path, run_key: str) -> Judgement | None:
    try:
        judgement = Judgement.model_validate_json(path.read_text())
    except (OSError, ValueError, ValidationError):
        return None
    return judgement if judgement.run_key == run_key else None  # a re-run in the same place: judge again


def needs_judgement(record: RunRecord) -> bool:
    """Every failed run, i.e. any run that is not a full pass; infra errors are the harness's fault."""
    return record.counted and not record.success


@dataclass
class Judge:
    """A judge model and its settings. `chat` is a harness.agents.llm.ChatModel (or anything with its
    `complete(messages, describe=...)` and `usage`)."""

    model: str
    api_base: str | None = None
    settings: ContextSettings = field(default_factory=ContextSettings)
    cache_root: Path | None = None
    prompt_dir: Path = PROMPT_DIR
    chat: Any = None

    def __post_init__(self) -> None:
        self.prompt = load_prompt(self.settings, self.prompt_dir)
        if self.chat is None:
            from harness.agents.llm import ChatModel

            self.chat = ChatModel(self.model, api_base=self.api_base, temperature=0.0, max_tokens=MAX_ANSWER_TOKENS)

    def messages(self, record: RunRecord) -> tuple[list[dict[str, str]], Any]:
        from harness.report.taxonomy import classify

        failure = record.failure or classify(record)
        context = build_context(record, failure.label, self.settings)
        user = self.prompt.template.render(**context)
        return [{"role": "system", "content": self.prompt.system}, {"role": "user", "content": user}], failure

    def cache_file(self, record: RunRecord) -> Path:
        return cache_path(record.path, self.model, self.prompt.version, self.cache_root)

    def judge(self, record: RunRecord, use_cache: bool = True) -> tuple[Judgement, bool]:
        """The judgement of one run and whether it came from the cache. Raises JudgeError when the model
        cannot be reached (nothing is cached then)."""
        from harness.agents.base import AgentError

        path = self.cache_file(record)
        if use_cache:
            cached = read_cached(path, record.result.run_key)
            if cached is not None:
                return cached, True
        messages, failure = self.messages(record)
        invalid: list[dict[str, str]] = []
        tokens_in = tokens_out = 0
        cost: float | None = 0.0
        answer = None
        for attempt in (1, 2):  # an invalid answer is retried once
            try:
                reply = self.chat.complete(messages, describe="the judge call")
            except AgentError as exc:
                raise JudgeError(str(exc)) from exc
            tokens_in += reply.input_tokens
            tokens_out += reply.output_tokens
            cost = None if cost is None or reply.cost_usd is None else cost + reply.cost_usd
            try:
                answer = parse_answer(reply.text)
                break
            except InvalidAnswer as exc:
                invalid.append({"reply": reply.text[:4000], "error": str(exc)})
                messages = messages + [{"role": "assistant", "content": reply.text},
                                       {"role": "user", "content": RETRY_NOTE.format(error=exc)}]  # fmt: skip
        r = record.result
        judgement = Judgement(
            run_key=r.run_key, task=r.task, framework=r.framework, sample=r.sample, judge_model=self.model,
            prompt_version=self.prompt.version, status="judged" if answer else "unjudged",
            category=answer.category if answer else UNJUDGED, subcategory=answer.subcategory if answer else None,
            reason=answer.reason if answer else None, deterministic=failure.category,
            deterministic_detail=failure.detail, attempts=attempt, invalid_replies=invalid,
            input_tokens=tokens_in, output_tokens=tokens_out, cost_usd=cost, context=self.settings.to_dict(),
            judged_at=datetime.now(UTC).isoformat(timespec="seconds"),
        )  # fmt: skip
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, judgement.model_dump_json(indent=2) + "\n")
        return judgement, False


@dataclass
class Outcome:
    judged: list[tuple[RunRecord, Judgement]] = field(default_factory=list)
    cached: int = 0
    errors: list[tuple[RunRecord, str]] = field(default_factory=list)
    seconds: float = 0.0


def judge_records(judge: Judge, records: list[RunRecord], use_cache: bool = True, progress=None) -> Outcome:
    """Judge every failed run among `records`; a run the model could not be asked about is listed in
    `errors` and left uncached (the next call tries again)."""
    started = time.monotonic()
    outcome = Outcome()
    todo = [r for r in records if needs_judgement(r)]
    for n, record in enumerate(todo, 1):
        try:
            judgement, hit = judge.judge(record, use_cache)
        except JudgeError as exc:
            outcome.errors.append((record, str(exc)))
        else:
            outcome.judged.append((record, judgement))
            outcome.cached += int(hit)
        if progress:
            progress(n, len(todo), record)
    outcome.seconds = round(time.monotonic() - started, 3)
    return outcome


def load_judgements(run_dir: Path, run_key: str, model: str | None = None) -> list[Judgement]:
    """The cached judgements of one run (any judge model and prompt version unless `model` is given),
    newest first."""
    found = []
    for path in sorted((run_dir / JUDGEMENTS_DIR).glob("*.json")):
        judgement = read_cached(path, run_key)
        if judgement is not None and (model is None or judgement.judge_model == model):
            found.append(judgement)
    return sorted(found, key=lambda j: j.judged_at, reverse=True)
