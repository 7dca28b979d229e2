"""Public API of the service layer.

Names are resolved lazily (PEP 562) so that importing ``app.services`` does not import every
service module, which keeps start-up fast and avoids import cycles between services.
"""
from importlib import import_module
from typing import Any

_EXPORTS = {
    "ArticleService": "app.services.article_service",
    "AuthService": "app.services.auth_service",
    "DomainError": "app.services.errors",
    "NotFoundError": "app.services.errors",
    # re-exported for callers that only need to look a profile up
    "UserRepository": "app.repositories.user_repository",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module_name = _EXPORTS.get(name)
    if module_name is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module_name), name)
    globals()[name] = value
    return value
