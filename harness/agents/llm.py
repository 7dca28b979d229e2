"""Model calls through litellm: the import-time settings, the key check, bounded retries, and the
accounting of tokens and cost.

litellm takes seconds to import and has import-time side effects (a remote price-map fetch); it is
imported only inside these functions, after `quiet_imports()` has set the environment that turns
those side effects off. mini-swe-agent is quietened the same way (no banner, no config folder in
the home directory)."""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field

from harness.agents.base import AgentError, AgentTimeout
from harness.agents.redaction import Redactor
from harness.paths import cache_dir

# Transient failures are retried this many times in all (1 = no retry), waiting WAIT_S, then twice
# as long…, capped at 30 s. The providers' own SDK retries are turned off, so one model call costs
# at most ATTEMPTS requests. Both can be set from the environment (tests use a short wait).
ATTEMPTS_ENV = "CONDUIT_HARNESS_LLM_ATTEMPTS"
WAIT_ENV = "CONDUIT_HARNESS_LLM_RETRY_WAIT_S"
REQUEST_TIMEOUT_S = 600.0
# Without an API base a key is needed; with one (a local server), a placeholder key is sent when
# the provider's variable is unset, because OpenAI-compatible clients refuse to start without one.
PLACEHOLDER_KEY = "no-key-needed"


def quiet_imports() -> None:
    """Environment that must be set before litellm or mini-swe-agent is imported."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("MSWEA_SILENT_STARTUP", "1")
    os.environ.setdefault("MSWEA_GLOBAL_CONFIG_DIR", str(cache_dir() / "mini-swe-agent"))
    os.environ.setdefault("MSWEA_COST_TRACKING", "ignore_errors")
    os.environ.setdefault("LITELLM_LOG", "ERROR")


def import_litellm():
    quiet_imports()
    import litellm

    litellm.suppress_debug_info = True
    litellm.drop_params = True  # e.g. temperature for models that take none
    litellm.telemetry = False
    for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "litellm"):
        logging.getLogger(name).setLevel(logging.ERROR)
    registry = os.environ.get("LITELLM_MODEL_REGISTRY_PATH")
    if registry and os.path.isfile(registry) and not getattr(litellm, "_conduit_registry", None):
        import json

        with open(registry) as handle:
            litellm.register_model(json.load(handle))
        litellm._conduit_registry = registry
    return litellm


def retry_policy() -> tuple[int, float]:
    return max(1, int(os.environ.get(ATTEMPTS_ENV, "3"))), float(os.environ.get(WAIT_ENV, "2"))


def check_model(model: str, api_base: str | None = None) -> None:
    """Raise AgentError with one clear line when `model` cannot be called from here."""
    if not model or not isinstance(model, str):
        raise AgentError("no model given: pass --model provider/name, e.g. openai/gpt-4o")
    litellm = import_litellm()
    try:
        provider = litellm.get_llm_provider(model, api_base=api_base)[1]
    except Exception:  # noqa: BLE001 - litellm raises several kinds for an unknown provider
        raise AgentError(
            f"unknown model provider in {model!r}: use a litellm id such as anthropic/claude-sonnet-4-5, "
            "openai/gpt-4o, gemini/gemini-2.5-pro, or openai/NAME with --api-base for a local server"
        ) from None
    if api_base:
        return  # a local or self-hosted server: a key is optional
    try:
        missing = litellm.validate_environment(model=model).get("missing_keys") or []
    except Exception:  # noqa: BLE001 - no verdict: the first call will tell
        missing = []
    if missing:
        names = " or ".join(missing)
        raise AgentError(f"{names} is not set: export it or pick another model (provider {provider} for {model})")


def call_kwargs(model: str, api_base: str | None) -> dict:
    """Arguments for every litellm call of this model: no SDK retries, the API base and its key."""
    kwargs: dict = {"num_retries": 0, "max_retries": 0}
    if api_base:
        kwargs["api_base"] = api_base
        litellm = import_litellm()
        try:
            missing = litellm.validate_environment(model=model, api_base=api_base).get("missing_keys") or []
        except Exception:  # noqa: BLE001 - no verdict: send no placeholder
            missing = []
        if missing:
            kwargs["api_key"] = PLACEHOLDER_KEY
    return kwargs


def is_transient(exc: BaseException) -> bool:
    """Rate limits, overloads, server errors, timeouts and dropped connections are worth a retry;
    a bad key, an unknown model or a bad request are not."""
    litellm = import_litellm()
    permanent = (
        litellm.exceptions.AuthenticationError, litellm.exceptions.PermissionDeniedError,
        litellm.exceptions.NotFoundError, litellm.exceptions.BadRequestError,
        litellm.exceptions.UnsupportedParamsError, litellm.exceptions.ContextWindowExceededError,
    )  # fmt: skip
    transient = (
        litellm.exceptions.RateLimitError, litellm.exceptions.InternalServerError,
        litellm.exceptions.ServiceUnavailableError, litellm.exceptions.Timeout,
        litellm.exceptions.APIConnectionError,
    )  # fmt: skip
    if isinstance(exc, permanent) and not isinstance(exc, transient):
        return False
    if isinstance(exc, transient):
        return True
    status = getattr(exc, "status_code", None)
    return isinstance(status, int) and (status == 429 or status >= 500)


def with_retries(call, describe: str, deadline: float | None = None):
    """Run `call()` with the bounded retry policy; raise AgentError once it gives up."""
    attempts, wait = retry_policy()
    for attempt in range(1, attempts + 1):
        try:
            return call()
        except (KeyboardInterrupt, AgentError):
            raise
        except Exception as exc:
            last = exc
            if deadline is not None and time.monotonic() >= deadline:
                raise AgentTimeout(f"the agent's time budget ran out during {describe}") from exc
            if not is_transient(exc) or attempt == attempts:
                break
            pause = min(wait * 2 ** (attempt - 1), 30.0)
            if deadline is not None and time.monotonic() + pause >= deadline:
                raise AgentTimeout(f"the agent's time budget ran out while retrying {describe}") from exc
            time.sleep(pause)
    kind = f"after {attempt} attempts" if attempt > 1 else "(not retried)"
    detail = Redactor().text(_one_line(str(last)))  # a provider may quote the key it refused
    raise AgentError(f"{describe} failed {kind}: {type(last).__name__}: {detail}") from last


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def completion_cost(litellm, response, model: str) -> float | None:
    """The call's price in USD, or None when the provider's price is unknown."""
    try:
        cost = litellm.completion_cost(completion_response=response, model=model)
    except Exception:  # noqa: BLE001 - an unknown price, whatever the reason
        return None
    return float(cost) if cost and cost > 0 else None


def usage_tokens(response) -> tuple[int, int]:
    usage = getattr(response, "usage", None)
    if usage is None:
        return 0, 0
    get = usage.get if isinstance(usage, dict) else (lambda k, d=None: getattr(usage, k, d))
    return int(get("prompt_tokens", 0) or 0), int(get("completion_tokens", 0) or 0)


@dataclass
class Usage:
    """Tokens and cost summed over calls; cost stays None once one call's price is unknown."""

    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float | None = 0.0
    unpriced_calls: int = 0

    def add(self, input_tokens: int, output_tokens: int, cost: float | None) -> None:
        self.calls += 1
        self.input_tokens += input_tokens
        self.output_tokens += output_tokens
        if cost is None:
            self.unpriced_calls += 1
            self.cost_usd = None
        elif self.cost_usd is not None:
            self.cost_usd += cost


@dataclass
class Reply:
    text: str
    finish_reason: str | None
    input_tokens: int
    output_tokens: int
    cost_usd: float | None
    duration_s: float


@dataclass
class ChatModel:
    """One model behind litellm, called with whole message lists (no tools)."""

    model: str
    api_base: str | None = None
    temperature: float = 0.0
    max_tokens: int | None = None
    usage: Usage = field(default_factory=Usage)

    def complete(self, messages: list[dict], deadline: float | None = None, describe: str = "the model call") -> Reply:
        litellm = import_litellm()
        kwargs = call_kwargs(self.model, self.api_base)
        max_tokens = self.max_tokens or default_max_tokens(litellm, self.model)
        if max_tokens:
            kwargs["max_tokens"] = max_tokens

        def call():
            timeout = REQUEST_TIMEOUT_S
            if deadline is not None:
                timeout = max(1.0, min(timeout, deadline - time.monotonic()))
            return litellm.completion(model=self.model, messages=messages, temperature=self.temperature,
                                      timeout=timeout, **kwargs)  # fmt: skip

        started = time.monotonic()
        response = with_retries(call, f"{describe} ({self.model})", deadline)
        tokens_in, tokens_out = usage_tokens(response)
        cost = completion_cost(litellm, response, self.model)
        self.usage.add(tokens_in, tokens_out, cost)
        choice = response.choices[0]
        return Reply(text=choice.message.content or "", finish_reason=choice.finish_reason, input_tokens=tokens_in,
                     output_tokens=tokens_out, cost_usd=cost, duration_s=round(time.monotonic() - started, 3))  # fmt: skip


# A whole solution is long: ask for as much output as the model allows, within this cap.
MAX_OUTPUT_TOKENS = 32_000


def default_max_tokens(litellm, model: str) -> int | None:
    try:
        known = litellm.get_model_info(model).get("max_output_tokens")
    except Exception:  # noqa: BLE001 - an unknown model: the provider's default
        return None
    return min(int(known), MAX_OUTPUT_TOKENS) if known else None
