"""Decorators that resolve the caller from the Authorization header into flask.g."""

from collections.abc import Callable
from functools import wraps
from typing import Any

from flask import g, request

from conduit import security
from conduit.services import users
from conduit.services.errors import NotAuthenticated


def _resolve_caller(required: bool) -> None:
    try:
        token = security.token_from_header(request.headers.get("Authorization"))
    except security.InvalidToken:
        raise NotAuthenticated("authorization header must be 'Token <jwt>'") from None
    if token is None:
        if required:
            raise NotAuthenticated("authentication required")
        g.user, g.token = None, None
        return
    # A bad token is rejected even where auth is optional: the client meant to be someone.
    g.user, g.token = users.authenticate(token), token


def _with_caller(required: bool) -> Callable:
    def decorator(view: Callable) -> Callable:
        @wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            _resolve_caller(required)
            return view(*args, **kwargs)

        return wrapper

    return decorator


auth_required = _with_caller(required=True)
auth_optional = _with_caller(required=False)
