"""Service layer public names, resolved lazily so importing the package stays cheap (PEP 562)."""
from importlib import import_module

_EXPORTS = {
    "ArticleService": "app.services.articles",
    # re-exported for callers that only need plain reads
    "ArticleRepository": "app.repositories.articles",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    try:
        module_name = _EXPORTS[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(import_module(module_name), name)
    globals()[name] = value
    return value
